// onChange runs in willSet: the new value is not stored yet.
import Observation

@Observable
final class UserProfile {
    var name = "Ada"
}

let profile = UserProfile()
withObservationTracking {
    _ = profile.name
} onChange: {
    print("inside onChange, name is still \(profile.name)")
}
profile.name = "Grace"
print("after the assignment, name is \(profile.name)")
