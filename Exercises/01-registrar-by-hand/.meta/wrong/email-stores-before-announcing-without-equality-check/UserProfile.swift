import ObservationRuntime

/// The curriculum's `UserProfile`, expanded by hand the way `@Observable` expands it,
/// against the workbook's built-in runtime.
final class UserProfile: ObservationRuntime.Observable {
    private let _$observationRegistrar = ObservationRuntime.ObservationRegistrar()

    /// The two helpers the macro adds: every getter reports a read, every setter wraps
    /// the store in willSet/didSet.
    func access<Member>(keyPath: KeyPath<UserProfile, Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    func withMutation<Member, Result>(
        keyPath: KeyPath<UserProfile, Member>,
        _ mutation: () throws -> Result
    ) rethrows -> Result {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }

    /// An equal value is not a change: no notification (the macro's `shouldNotifyObservers`).
    private func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }
    private func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }

    let id: Int

    private var _name: String
    var name: String {
        get {
            access(keyPath: \.name)
            return _name
        }
        set {
            guard shouldNotifyObservers(_name, newValue) else {
                _name = newValue
                return
            }
            withMutation(keyPath: \.name) { _name = newValue }
        }
    }

    private var _email: String
    var email: String {
        get {
            access(keyPath: \.email)
            return _email
        }
        set {
            // Known-wrong: stores first, then announces — and announces equal values too.
            _email = newValue
            withMutation(keyPath: \.email) {}
        }
    }

    private var _tags: [String] = []
    var tags: [String] {
        get {
            access(keyPath: \.tags)
            return _tags
        }
        set {
            guard shouldNotifyObservers(_tags, newValue) else {
                _tags = newValue
                return
            }
            withMutation(keyPath: \.tags) { _tags = newValue }
        }
        // In-place mutation (`tags.append`) without copying the array: announce, yield, done.
        _modify {
            access(keyPath: \.tags)
            _$observationRegistrar.willSet(self, keyPath: \.tags)
            defer { _$observationRegistrar.didSet(self, keyPath: \.tags) }
            yield &_tags
        }
    }

    var displayName: String { "\(name) <\(email)>" }

    init(id: Int = 1, name: String, email: String) {
        self.id = id
        _name = name
        _email = email
    }
}
