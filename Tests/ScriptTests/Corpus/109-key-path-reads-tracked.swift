// Reading through a key path calls the getter, so it is tracked like a direct read.
import Observation

@Observable
final class UserProfile {
    var name = "Ada"
    var email = "ada@example.com"
}

let profile = UserProfile()
let path: ReferenceWritableKeyPath<UserProfile, String> = \.email
withObservationTracking {
    print("read via key path:", profile[keyPath: path])
} onChange: {
    print("onChange for email")
}
profile.name = "Grace"
print("name change ignored")
profile[keyPath: path] = "grace@example.com"
print(profile.email)
let fields = [\UserProfile.name, \UserProfile.email].map { profile[keyPath: $0] }
print(fields)
