// withMutation is rethrows: a throwing mutation needs try, and the notification has
// already happened in willSet when the mutation throws.
import Observation

enum ValidationError: Error {
    case empty
}

final class UserProfile: Observable {
    private let registrar = ObservationRegistrar()
    private var _name = "Ada"
    var name: String {
        get {
            registrar.access(self, keyPath: \.name)
            return _name
        }
    }

    func rename(_ newName: String) throws {
        try registrar.withMutation(of: self, keyPath: \.name) {
            guard !newName.isEmpty else { throw ValidationError.empty }
            _name = newName
        }
    }

    func count() -> Int {
        registrar.withMutation(of: self, keyPath: \.name) { _name.count }
    }
}

let profile = UserProfile()
withObservationTracking {
    _ = profile.name
} onChange: {
    print("onChange")
}
do {
    try profile.rename("")
} catch {
    print("rename failed: \(error), name still \(profile.name)")
}
try profile.rename("Grace")
print("renamed to \(profile.name), length \(profile.count())")
