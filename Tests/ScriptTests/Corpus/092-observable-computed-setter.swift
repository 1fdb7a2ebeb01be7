// A computed get/set property on an @Observable class: reading it tracks the stored
// properties it uses; setting it mutates them.
import Observation

@Observable
final class UserProfile {
    var firstName = "Ada"
    var lastName = "Byron"
    var fullName: String {
        get { "\(firstName) \(lastName)" }
        set {
            let parts = newValue.split(separator: " ").map(String.init)
            firstName = parts.first ?? ""
            lastName = parts.dropFirst().joined(separator: " ")
        }
    }
}

let profile = UserProfile()
var fired = 0
withObservationTracking {
    print("shows \(profile.fullName)")
} onChange: {
    fired += 1
    print("onChange #\(fired), first name still \(profile.firstName)")
}
profile.fullName = "Grace Brewster Hopper"
print(profile.firstName, "|", profile.lastName)
print("fired \(fired) time(s)")
