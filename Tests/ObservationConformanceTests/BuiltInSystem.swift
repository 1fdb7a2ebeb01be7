// The built-in runtime, with the model expanded by hand into exactly the shape the
// toolchain's @Observable macro produces (see `swiftc -Xfrontend -dump-macro-expansions`):
// a registrar, `_name` storage, accessors calling access/withMutation, a `_modify`
// accessor for in-place mutation, and `shouldNotifyObservers` overloads.
import ObservationRuntime

final class BuiltInProfile: ProfileModel, ObservationRuntime.Observable, @unchecked Sendable {
    private let _$observationRegistrar = ObservationRuntime.ObservationRegistrar()

    func access<Member>(keyPath: KeyPath<BuiltInProfile, Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    func withMutation<Member, MutationResult>(
        keyPath: KeyPath<BuiltInProfile, Member>,
        _ mutation: () throws -> MutationResult
    ) rethrows -> MutationResult {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }

    private func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }
    private func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }
    private func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs !== rhs }
    private func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
        lhs != rhs
    }

    private var _firstName: String
    var firstName: String {
        get {
            access(keyPath: \.firstName)
            return _firstName
        }
        set {
            guard shouldNotifyObservers(_firstName, newValue) else {
                _firstName = newValue
                return
            }
            withMutation(keyPath: \.firstName) {
                _firstName = newValue
            }
        }
        _modify {
            access(keyPath: \.firstName)
            _$observationRegistrar.willSet(self, keyPath: \.firstName)
            defer { _$observationRegistrar.didSet(self, keyPath: \.firstName) }
            yield &_firstName
        }
    }
    private var _lastName: String
    var lastName: String {
        get {
            access(keyPath: \.lastName)
            return _lastName
        }
        set {
            guard shouldNotifyObservers(_lastName, newValue) else {
                _lastName = newValue
                return
            }
            withMutation(keyPath: \.lastName) {
                _lastName = newValue
            }
        }
        _modify {
            access(keyPath: \.lastName)
            _$observationRegistrar.willSet(self, keyPath: \.lastName)
            defer { _$observationRegistrar.didSet(self, keyPath: \.lastName) }
            yield &_lastName
        }
    }
    private var _email: String = ""
    var email: String {
        get {
            access(keyPath: \.email)
            return _email
        }
        set {
            guard shouldNotifyObservers(_email, newValue) else {
                _email = newValue
                return
            }
            withMutation(keyPath: \.email) {
                _email = newValue
            }
        }
        _modify {
            access(keyPath: \.email)
            _$observationRegistrar.willSet(self, keyPath: \.email)
            defer { _$observationRegistrar.didSet(self, keyPath: \.email) }
            yield &_email
        }
    }
    private var _score: Int = 0
    var score: Int {
        get {
            access(keyPath: \.score)
            return _score
        }
        set {
            guard shouldNotifyObservers(_score, newValue) else {
                _score = newValue
                return
            }
            withMutation(keyPath: \.score) {
                _score = newValue
            }
        }
        _modify {
            access(keyPath: \.score)
            _$observationRegistrar.willSet(self, keyPath: \.score)
            defer { _$observationRegistrar.didSet(self, keyPath: \.score) }
            yield &_score
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
            withMutation(keyPath: \.tags) {
                _tags = newValue
            }
        }
        _modify {
            access(keyPath: \.tags)
            _$observationRegistrar.willSet(self, keyPath: \.tags)
            defer { _$observationRegistrar.didSet(self, keyPath: \.tags) }
            yield &_tags
        }
    }
    private var _todos: [Todo] = []
    var todos: [Todo] {
        get {
            access(keyPath: \.todos)
            return _todos
        }
        set {
            guard shouldNotifyObservers(_todos, newValue) else {
                _todos = newValue
                return
            }
            withMutation(keyPath: \.todos) {
                _todos = newValue
            }
        }
        _modify {
            access(keyPath: \.todos)
            _$observationRegistrar.willSet(self, keyPath: \.todos)
            defer { _$observationRegistrar.didSet(self, keyPath: \.todos) }
            yield &_todos
        }
    }
    private var _settings: Settings = Settings()
    var settings: Settings {
        get {
            access(keyPath: \.settings)
            return _settings
        }
        set {
            guard shouldNotifyObservers(_settings, newValue) else {
                _settings = newValue
                return
            }
            withMutation(keyPath: \.settings) {
                _settings = newValue
            }
        }
        _modify {
            access(keyPath: \.settings)
            _$observationRegistrar.willSet(self, keyPath: \.settings)
            defer { _$observationRegistrar.didSet(self, keyPath: \.settings) }
            yield &_settings
        }
    }
    private var _blob: Blob = Blob()
    var blob: Blob {
        get {
            access(keyPath: \.blob)
            return _blob
        }
        set {
            guard shouldNotifyObservers(_blob, newValue) else {
                _blob = newValue
                return
            }
            withMutation(keyPath: \.blob) {
                _blob = newValue
            }
        }
        _modify {
            access(keyPath: \.blob)
            _$observationRegistrar.willSet(self, keyPath: \.blob)
            defer { _$observationRegistrar.didSet(self, keyPath: \.blob) }
            yield &_blob
        }
    }
    private var _avatar: Avatar = Avatar(url: "a.png")
    var avatar: Avatar {
        get {
            access(keyPath: \.avatar)
            return _avatar
        }
        set {
            guard shouldNotifyObservers(_avatar, newValue) else {
                _avatar = newValue
                return
            }
            withMutation(keyPath: \.avatar) {
                _avatar = newValue
            }
        }
        _modify {
            access(keyPath: \.avatar)
            _$observationRegistrar.willSet(self, keyPath: \.avatar)
            defer { _$observationRegistrar.didSet(self, keyPath: \.avatar) }
            yield &_avatar
        }
    }
    private var _friends: [BuiltInProfile] = []
    var friends: [BuiltInProfile] {
        get {
            access(keyPath: \.friends)
            return _friends
        }
        set {
            guard shouldNotifyObservers(_friends, newValue) else {
                _friends = newValue
                return
            }
            withMutation(keyPath: \.friends) {
                _friends = newValue
            }
        }
        _modify {
            access(keyPath: \.friends)
            _$observationRegistrar.willSet(self, keyPath: \.friends)
            defer { _$observationRegistrar.didSet(self, keyPath: \.friends) }
            yield &_friends
        }
    }
    var cacheHits = 0  // @ObservationIgnored: a plain stored property

    var fullName: String { "\(firstName) \(lastName)" }
    var openCount: Int { todos.filter { !$0.done }.count }

    init(first: String, last: String) {
        _firstName = first
        _lastName = last
    }
}

enum BuiltIn: ObservationSystem {
    static let name = "built-in runtime"

    static func makeProfile(_ first: String, _ last: String) -> BuiltInProfile {
        BuiltInProfile(first: first, last: last)
    }

    static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        ObservationRuntime.withObservationTracking(apply, onChange: onChange)
    }

    @MainActor
    static func values<T: Sendable>(_ emit: @escaping @MainActor @Sendable () -> T) -> ValueStream<T> {
        var iterator = ObservationRuntime.Observations { emit() }.makeAsyncIterator()
        return ValueStream(pull: { await iterator.next() }, makeAnother: { values(emit) })
    }

    @MainActor
    static func throwingValues<T: Sendable>(_ emit: @escaping @MainActor @Sendable () throws -> T) -> ValueStream<T> {
        var iterator = ObservationRuntime.Observations { () throws -> T in try emit() }.makeAsyncIterator()
        return ValueStream(pull: { try await iterator.next() }, makeAnother: { throwingValues(emit) })
    }

    @MainActor
    static func valuesUntilFinished<T: Sendable>(_ emit: @escaping @MainActor @Sendable () -> T?) -> ValueStream<T> {
        let sequence = ObservationRuntime.Observations<T, Never>.untilFinished {
            if let value = emit() { return .next(value) }
            return .finish
        }
        var iterator = sequence.makeAsyncIterator()
        return ValueStream(pull: { await iterator.next() }, makeAnother: { valuesUntilFinished(emit) })
    }

    @MainActor
    static func markedValues<T: Sendable>(_ emit: @escaping @MarkedActor @Sendable () -> T) -> ValueStream<T> {
        var iterator = ObservationRuntime.Observations(emit).makeAsyncIterator()
        return ValueStream(pull: { await iterator.next() }, makeAnother: { markedValues(emit) })
    }

    @MainActor
    static func markedValuesUntilFinished<T: Sendable>(
        _ emit: @escaping @MarkedActor @Sendable () -> T
    ) -> ValueStream<T> {
        let sequence = ObservationRuntime.Observations<T, Never>.untilFinished { @MarkedActor in .next(emit()) }
        var iterator = sequence.makeAsyncIterator()
        return ValueStream(pull: { await iterator.next() }, makeAnother: { markedValuesUntilFinished(emit) })
    }
}
