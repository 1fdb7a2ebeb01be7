// The oracle: the toolchain's real Observation module and its @Observable macro.
// (This file imports Observation alone, so `@Observable` and `withObservationTracking`
// below are the toolchain's.)
import Observation

@Observable
final class OracleProfile: ProfileModel, @unchecked Sendable {
    var firstName: String
    var lastName: String
    var email = ""
    var score = 0
    var tags: [String] = []
    var todos: [Todo] = []
    var settings = Settings()
    var blob = Blob()
    var avatar = Avatar(url: "a.png")
    var friends: [OracleProfile] = []
    @ObservationIgnored var cacheHits = 0

    var fullName: String { "\(firstName) \(lastName)" }
    var openCount: Int { todos.filter { !$0.done }.count }

    init(first: String, last: String) {
        firstName = first
        lastName = last
    }
}

enum Oracle: ObservationSystem {
    static let name = "toolchain Observation"

    static func makeProfile(_ first: String, _ last: String) -> OracleProfile {
        OracleProfile(first: first, last: last)
    }

    static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        withObservationTracking(apply, onChange: onChange)
    }

    @MainActor
    static func values<T: Sendable>(_ emit: @escaping @MainActor @Sendable () -> T) -> ValueStream<T> {
        var iterator = Observations { emit() }.makeAsyncIterator()
        return ValueStream(pull: { await iterator.next() }, makeAnother: { values(emit) })
    }

    @MainActor
    static func throwingValues<T: Sendable>(_ emit: @escaping @MainActor @Sendable () throws -> T) -> ValueStream<T> {
        var iterator = Observations { () throws -> T in try emit() }.makeAsyncIterator()
        return ValueStream(pull: { try await iterator.next() }, makeAnother: { throwingValues(emit) })
    }

    @MainActor
    static func valuesUntilFinished<T: Sendable>(_ emit: @escaping @MainActor @Sendable () -> T?) -> ValueStream<T> {
        let sequence = Observations<T, Never>.untilFinished {
            if let value = emit() { return .next(value) }
            return .finish
        }
        var iterator = sequence.makeAsyncIterator()
        return ValueStream(pull: { await iterator.next() }, makeAnother: { valuesUntilFinished(emit) })
    }

    @MainActor
    static func markedValues<T: Sendable>(_ emit: @escaping @MarkedActor @Sendable () -> T) -> ValueStream<T> {
        var iterator = Observations(emit).makeAsyncIterator()
        return ValueStream(pull: { await iterator.next() }, makeAnother: { markedValues(emit) })
    }

    @MainActor
    static func markedValuesUntilFinished<T: Sendable>(
        _ emit: @escaping @MarkedActor @Sendable () -> T
    ) -> ValueStream<T> {
        let sequence = Observations<T, Never>.untilFinished { @MarkedActor in .next(emit()) }
        var iterator = sequence.makeAsyncIterator()
        return ValueStream(pull: { await iterator.next() }, makeAnother: { markedValuesUntilFinished(emit) })
    }
}
