// UserProfile expanded by hand: what @Observable generates, written out.
import Observation

final class UserProfile: Observable {
    @ObservationIgnored private let _$observationRegistrar = ObservationRegistrar()

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
        get {
            access(keyPath: \.name)
            return _name
        }
        set {
            withMutation(keyPath: \.name) {
                _name = newValue
            }
        }
    }
}

let profile = UserProfile()
withObservationTracking {
    print("tracked read: \(profile.name)")
} onChange: {
    print("onChange sees \(profile.name)")
}
profile.name = "Grace"
print("now \(profile.name)")
withObservationTracking {
    _ = profile.name
} onChange: {
    print("onChange again, for an equal value")
}
profile.name = "Grace"
print("hand expansion without shouldNotifyObservers notifies even for an equal value")
