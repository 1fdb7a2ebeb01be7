// The conformance suite runs every scenario twice — on the toolchain's Observation
// module (the oracle) and on the built-in runtime — and asserts both print the same log,
// and that the log is what the curriculum says. A scenario is written once, generic over
// `ObservationSystem`, so the two runs cannot drift apart.
import Foundation
import Synchronization

/// A struct the profile holds by value (Equatable: equal assignments do not notify).
struct Settings: Equatable, Sendable {
    var theme = "light"
    var notifications = true
}

/// A struct that is not Equatable: every assignment notifies.
struct Blob: Sendable {
    var bytes = 0
}

/// A to-do item held by value in an array: toggling one changes the whole array.
struct Todo: Equatable, Sendable {
    var title: String
    var done = false
}

/// A reference with no Equatable conformance: only `!==` suppresses notification.
final class Avatar: @unchecked Sendable {
    var url: String
    init(url: String) { self.url = url }
}

/// The model every scenario uses: the curriculum's `UserProfile`, grown a little.
protocol ProfileModel: AnyObject {
    var firstName: String { get set }
    var lastName: String { get set }
    var email: String { get set }
    var score: Int { get set }
    var tags: [String] { get set }
    var todos: [Todo] { get set }
    var settings: Settings { get set }
    var blob: Blob { get set }
    var avatar: Avatar { get set }
    var friends: [Self] { get set }
    /// `@ObservationIgnored`: a counter nobody should be able to observe.
    var cacheHits: Int { get set }
    /// Computed from `firstName` and `lastName`.
    var fullName: String { get }
    /// Computed from `todos`.
    var openCount: Int { get }
}

/// One observation implementation, as a scenario sees it.
protocol ObservationSystem {
    associatedtype Profile: ProfileModel
    static var name: String { get }
    static func makeProfile(_ first: String, _ last: String) -> Profile
    static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T
    @MainActor static func values<T: Sendable>(_ emit: @escaping @MainActor @Sendable () -> T) -> ValueStream<T>
    @MainActor static func throwingValues<T: Sendable>(
        _ emit: @escaping @MainActor @Sendable () throws -> T
    ) -> ValueStream<T>
    @MainActor static func valuesUntilFinished<T: Sendable>(
        _ emit: @escaping @MainActor @Sendable () -> T?
    ) -> ValueStream<T>
    /// `values` and `valuesUntilFinished` of a closure isolated to another actor than the
    /// consumer's, so the scenario can see where it runs.
    @MainActor static func markedValues<T: Sendable>(_ emit: @escaping @MarkedActor @Sendable () -> T) -> ValueStream<T>
    @MainActor static func markedValuesUntilFinished<T: Sendable>(
        _ emit: @escaping @MarkedActor @Sendable () -> T
    ) -> ValueStream<T>
}

/// A type-erased `Observations` iterator, so scenarios need not name either module's type.
@MainActor
final class ValueStream<T: Sendable> {
    private let pull: @MainActor () async throws -> T?
    let makeAnother: @MainActor () -> ValueStream<T>

    init(pull: @escaping @MainActor () async throws -> T?, makeAnother: @escaping @MainActor () -> ValueStream<T>) {
        self.pull = pull
        self.makeAnother = makeAnother
    }

    func next() async throws -> T? { try await pull() }
}

/// A thread-safe list of what happened, in order.
final class Log: Sendable {
    private let lines = Mutex<[String]>([])
    func callAsFunction(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
    var count: Int { lines.withLock { $0.count } }
}

/// A thread-safe counter.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    func increment() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

struct ScenarioError: Error, Equatable {
    let reason: String
}
