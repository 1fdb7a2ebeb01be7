// withObservationTracking records what the closure reads; a change to it calls onChange.
import Observation

@Observable
final class UserProfile {
    var name = "Ada"
    var email = "ada@example.com"
}

let profile = UserProfile()
withObservationTracking {
    print("body reads name: \(profile.name)")
} onChange: {
    print("onChange: name is about to change")
}
print("changing email")
profile.email = "countess@example.com"
print("changing name")
profile.name = "Ada Lovelace"
print("done: \(profile.name), \(profile.email)")
