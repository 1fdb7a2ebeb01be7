// The full hand expansion, with shouldNotifyObservers overloads chosen by generic
// constraints: Equatable values compare with ==, class references with ===.
import Observation

final class Avatar {}

final class UserProfile: Observable {
    @ObservationIgnored private let _$observationRegistrar = ObservationRegistrar()

    private nonisolated func shouldNotifyObservers<T>(_ lhs: T, _ rhs: T) -> Bool { true }
    private nonisolated func shouldNotifyObservers<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs != rhs }
    private nonisolated func shouldNotifyObservers<T: AnyObject>(_ lhs: T, _ rhs: T) -> Bool { lhs !== rhs }

    internal nonisolated func access<Member>(keyPath: KeyPath<UserProfile, Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }
    internal nonisolated func withMutation<Member, MutationResult>(
        keyPath: KeyPath<UserProfile, Member>,
        _ mutation: () throws -> MutationResult
    ) rethrows -> MutationResult {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }

    @ObservationIgnored private var _name = "Ada"
    var name: String {
        get { access(keyPath: \.name); return _name }
        set {
            guard shouldNotifyObservers(_name, newValue) else {
                print("  (equal name: no notification)")
                return
            }
            withMutation(keyPath: \.name) { _name = newValue }
        }
    }

    @ObservationIgnored private var _avatar = Avatar()
    var avatar: Avatar {
        get { access(keyPath: \.avatar); return _avatar }
        set {
            guard shouldNotifyObservers(_avatar, newValue) else {
                print("  (same avatar: no notification)")
                return
            }
            withMutation(keyPath: \.avatar) { _avatar = newValue }
        }
    }
}

let profile = UserProfile()
withObservationTracking {
    _ = profile.name
    _ = profile.avatar
} onChange: {
    print("  onChange")
}
print("same name:")
profile.name = "Ada"
print("same avatar:")
profile.avatar = profile.avatar
print("new avatar:")
profile.avatar = Avatar()
