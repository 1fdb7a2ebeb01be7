// Assigning an equal Equatable value does not notify; a different value does.
import Observation

@Observable
final class UserProfile {
    var name = "Ada"
    var age = 36
}

let profile = UserProfile()
withObservationTracking {
    _ = profile.name
    _ = profile.age
} onChange: {
    print("onChange fired")
}
print("assign the same name")
profile.name = "Ada"
print("assign the same age")
profile.age = 36
print("assign a new age")
profile.age = 37
print("age is \(profile.age)")
