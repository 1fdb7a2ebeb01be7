// Building the expansion one piece at a time: a property without access() is invisible
// to tracking; adding access() makes it a dependency.
import Observation

final class UserProfile: Observable {
    private let registrar = ObservationRegistrar()

    private var _name = "Ada"
    var name: String {
        get { _name }
        set { _name = newValue }
    }

    private var _email = "ada@example.com"
    var email: String {
        get {
            registrar.access(self, keyPath: \.email)
            return _email
        }
        set {
            registrar.withMutation(of: self, keyPath: \.email) {
                _email = newValue
            }
        }
    }
}

let profile = UserProfile()
withObservationTracking {
    _ = profile.name
} onChange: {
    print("name tracking fired")
}
profile.name = "Grace"
print("step 1: plain property, nothing tracked (name is \(profile.name))")

withObservationTracking {
    _ = profile.email
} onChange: {
    print("email tracking fired, old value \(profile.email)")
}
profile.email = "grace@example.com"
print("step 2: email now \(profile.email)")
