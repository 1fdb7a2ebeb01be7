// Scenarios of `Observations`: initial value, one value per transaction, ending.
// Everything runs on the main actor, so a synchronous burst of mutations is one
// transaction and the order of events does not depend on timing.
import Testing

@MainActor
enum ObservationsScenarios {
    static func initialValue<S: ObservationSystem>(_: S.Type) async throws -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        profile.score = 7
        let values = S.values { profile.score }
        let first = try await values.next()
        return ["\(first.map(String.init) ?? "nil")"]
    }

    static func burstCoalesces<S: ObservationSystem>(_: S.Type) async throws -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        let values = S.values { profile.score }
        var log: [String] = []
        log.append("\(try await values.next() ?? -1)")
        profile.score = 1
        profile.score = 2
        profile.score = 3
        log.append("\(try await values.next() ?? -1)")
        profile.score = 4
        log.append("\(try await values.next() ?? -1)")
        return log
    }

    static func twoPropertiesOneTransaction<S: ObservationSystem>(_: S.Type) async throws -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        let values = S.values { profile.fullName }
        var log: [String] = [try await values.next() ?? "nil"]
        profile.firstName = "Grace"
        profile.lastName = "Hopper"
        log.append(try await values.next() ?? "nil")
        return log
    }

    static func unrelatedChangeEmitsNothing<S: ObservationSystem>(_: S.Type) async throws -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        let values = S.values { profile.score }
        var log: [String] = ["\(try await values.next() ?? -1)"]
        profile.email = "unrelated"
        profile.score = 9
        log.append("\(try await values.next() ?? -1)")
        return log
    }

    static func finish<S: ObservationSystem>(_: S.Type) async throws -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        let values = S.valuesUntilFinished { profile.score < 2 ? profile.score : nil }
        var log: [String] = []
        log.append("\(try await values.next().map(String.init) ?? "end")")
        profile.score = 1
        log.append("\(try await values.next().map(String.init) ?? "end")")
        profile.score = 2
        log.append("\(try await values.next().map(String.init) ?? "end")")
        log.append("\(try await values.next().map(String.init) ?? "end")")
        return log
    }

    static func thrownErrorEnds<S: ObservationSystem>(_: S.Type) async -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        let values = S.throwingValues { () throws -> Int in
            if profile.score > 1 { throw ScenarioError(reason: "too high") }
            return profile.score
        }
        var log: [String] = []
        do {
            log.append("\(try await values.next() ?? -1)")
            profile.score = 5
            log.append("\(try await values.next() ?? -1)")
        } catch {
            log.append("threw \((error as? ScenarioError)?.reason ?? "?")")
        }
        do {
            log.append("after error: \(try await values.next().map(String.init) ?? "end")")
        } catch {
            log.append("threw again")
        }
        return log
    }

    static func cancellationEnds<S: ObservationSystem>(_: S.Type) async -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        let seen = Log()
        let consumer = Task { @MainActor in
            let values = S.values { profile.score }
            while let value = try? await values.next() {
                seen("value \(value)")
            }
            seen("ended")
        }
        for _ in 0..<5 { await Task.yield() }
        consumer.cancel()
        await consumer.value
        return seen.all
    }

    static func twoIterators<S: ObservationSystem>(_: S.Type) async throws -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        let first = S.values { profile.score }
        let second = first.makeAnother()
        var log: [String] = []
        log.append("first \(try await first.next() ?? -1)")
        log.append("second \(try await second.next() ?? -1)")
        profile.score = 10
        log.append("first \(try await first.next() ?? -1)")
        log.append("second \(try await second.next() ?? -1)")
        return log
    }

    /// Where the closure runs: on the actor it is isolated to, for the first value and after
    /// a change, in both forms (a Swift 6 program whose `@MainActor` closure ran anywhere
    /// else trapped on its executor check).
    static func closureRunsOnItsActor<S: ObservationSystem>(_: S.Type) async throws -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        let values = S.markedValues { "\(profile.score) on its actor: \(MarkedActor.isRunning)" }
        let untilFinished = S.markedValuesUntilFinished {
            "\(profile.score) until finished, on its actor: \(MarkedActor.isRunning)"
        }
        var log = [try await values.next() ?? "end", try await untilFinished.next() ?? "end"]
        profile.score = 1
        log += [try await values.next() ?? "end", try await untilFinished.next() ?? "end"]
        return log
    }

    static func forAwaitConsumer<S: ObservationSystem>(_: S.Type) async -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        let seen = Log()
        let consumer = Task { @MainActor in
            let values = S.values { profile.todos.filter(\.done).count }
            while let value = try? await values.next() {
                seen("done \(value)")
                if value == 2 { break }
            }
        }
        for _ in 0..<3 { await Task.yield() }
        profile.todos = [Todo(title: "a"), Todo(title: "b")]
        for _ in 0..<3 { await Task.yield() }
        profile.todos[0].done = true
        for _ in 0..<3 { await Task.yield() }
        profile.todos[1].done = true
        profile.todos.append(Todo(title: "c"))
        await consumer.value
        return seen.all
    }
}

@Suite("Observations agrees with the toolchain")
@MainActor
struct ObservationsConformanceTests {
    typealias O = ObservationsScenarios

    @Test("the first value is the current value")
    func initial() async throws {
        expectAgreement(
            oracle: try await O.initialValue(Oracle.self), builtIn: try await O.initialValue(BuiltIn.self),
            expected: ["7"])
    }

    @Test("a synchronous burst of mutations yields one value, the last")
    func burst() async throws {
        expectAgreement(
            oracle: try await O.burstCoalesces(Oracle.self), builtIn: try await O.burstCoalesces(BuiltIn.self),
            expected: ["0", "3", "4"])
    }

    @Test("two properties changed in one transaction yield one value")
    func twoProperties() async throws {
        expectAgreement(
            oracle: try await O.twoPropertiesOneTransaction(Oracle.self),
            builtIn: try await O.twoPropertiesOneTransaction(BuiltIn.self),
            expected: ["Ada Lovelace", "Grace Hopper"])
    }

    @Test("a change to a property the closure did not read yields nothing")
    func unrelated() async throws {
        expectAgreement(
            oracle: try await O.unrelatedChangeEmitsNothing(Oracle.self),
            builtIn: try await O.unrelatedChangeEmitsNothing(BuiltIn.self),
            expected: ["0", "9"])
    }

    @Test("untilFinished ends the sequence on .finish")
    func finish() async throws {
        expectAgreement(
            oracle: try await O.finish(Oracle.self), builtIn: try await O.finish(BuiltIn.self),
            expected: ["0", "1", "end", "end"])
    }

    @Test("a thrown error ends the sequence")
    func thrown() async {
        expectAgreement(
            oracle: await O.thrownErrorEnds(Oracle.self), builtIn: await O.thrownErrorEnds(BuiltIn.self),
            expected: ["0", "threw too high", "after error: end"])
    }

    @Test("cancelling the consuming task ends the sequence")
    func cancellation() async {
        expectAgreement(
            oracle: await O.cancellationEnds(Oracle.self), builtIn: await O.cancellationEnds(BuiltIn.self),
            expected: ["value 0", "ended"])
    }

    @Test("two iterators each see the initial value and the change")
    func twoIterators() async throws {
        expectAgreement(
            oracle: try await O.twoIterators(Oracle.self), builtIn: try await O.twoIterators(BuiltIn.self),
            expected: ["first 0", "second 0", "first 10", "second 10"])
    }

    @Test("the closure runs on the actor it is isolated to")
    func closureIsolation() async throws {
        expectAgreement(
            oracle: try await O.closureRunsOnItsActor(Oracle.self),
            builtIn: try await O.closureRunsOnItsActor(BuiltIn.self),
            expected: [
                "0 on its actor: true", "0 until finished, on its actor: true", "1 on its actor: true",
                "1 until finished, on its actor: true",
            ])
    }

    @Test("for await over a derived count sees each transaction, equal values included")
    func forAwait() async {
        // Replacing the array yields again although the count is still 0: no deduplication.
        expectAgreement(
            oracle: await O.forAwaitConsumer(Oracle.self), builtIn: await O.forAwaitConsumer(BuiltIn.self),
            expected: ["done 0", "done 0", "done 1", "done 2"])
    }
}
