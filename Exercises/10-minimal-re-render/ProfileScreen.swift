// WORKBOOK: NOT DONE — delete this line when you want this exercise graded
import Observation
import ViewRuntime

/// The profile screen: three lines, one per property.
struct ProfileScreen: View {
    let profile: UserProfile

    var body: some View {
        VStack {
            Text("Name: \(profile.name)")
            Text("Email: \(profile.email)")
            Text("Theme: \(profile.preferences.theme)")
        }
    }
}
