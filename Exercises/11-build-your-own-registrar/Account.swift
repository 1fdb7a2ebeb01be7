/// A model expanded by hand against *your* registrar — the shape `@Observable` produces,
/// with property names instead of key paths. Finished: the exercise is MiniRegistrar.swift.
final class Account: @unchecked Sendable {
    private let registrar = MiniRegistrar()

    private var _owner: String
    var owner: String {
        get {
            registrar.access("owner")
            return _owner
        }
        set {
            registrar.willSet("owner")
            _owner = newValue
            registrar.didSet("owner")
        }
    }

    private var _balance: Int
    var balance: Int {
        get {
            registrar.access("balance")
            return _balance
        }
        set {
            registrar.willSet("balance")
            _balance = newValue
            registrar.didSet("balance")
        }
    }

    init(owner: String, balance: Int = 0) {
        _owner = owner
        _balance = balance
    }
}
