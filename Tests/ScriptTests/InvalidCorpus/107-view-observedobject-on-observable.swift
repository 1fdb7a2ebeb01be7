// @ObservedObject with an @Observable class (it needs ObservableObject).
import Observation
import SwiftUI

@Observable final class Profile {
    var name = "Ada"
}

struct ProfileView: View {
    @ObservedObject var profile: Profile
    var body: some View { Text(profile.name) }
}

let profile = Profile()
print("profile:", profile.name)
let host = try ViewHost(ProfileView(profile: profile))
