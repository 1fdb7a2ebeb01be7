// Grades Exercises/09-observations-consumer: an Observations sequence yields the current
// value, then one value per transaction of changes to what its closure read.
import GraderSupport
import Observation
import Testing

@testable import Exercise09ObservationsConsumer

/// A generous bound on waiting for a value that should arrive at once: only there so a
/// sequence that never yields fails instead of hanging.
private let patience = 5.0

/// Owns the iterator so the grader can ask for values one at a time from several tasks.
private final class Reader: @unchecked Sendable {
    var iterator: Observations<Int, Never>.Iterator
    init(_ sequence: Observations<Int, Never>) { iterator = sequence.makeAsyncIterator() }
    func next() async -> Int? {
        await result(within: patience) { [self] in await self.iterator.next() } ?? nil
    }
}

@Suite("09 Observations consumer", .graded(exercise: "09"), .reported(exercise: "09"))
struct ObservationsConsumerGrader {
    private func makeStore() -> TaskStore {
        TaskStore(tasks: [
            TaskItem(title: "Write", done: true),
            TaskItem(title: "Test"),
            TaskItem(title: "Ship"),
            TaskItem(title: "Rest"),
        ])
    }

    @Test("the first value is the current count")
    func firstValue() async {
        let reader = Reader(doneCounts(in: makeStore()))
        let first = await reader.next()
        #expect(
            Compare.equal(first, 1),
            "the first value was \(first.map(String.init) ?? "nothing"); expected 1 (one task is done)")
    }

    @Test("marking a task done yields the new count")
    func changeYields() async {
        let store = makeStore()
        let reader = Reader(doneCounts(in: store))
        _ = await reader.next()
        store.tasks[1].done = true
        let second = await reader.next()
        #expect(
            Compare.equal(second, 2),
            "after marking a second task done, the next value was \(second.map(String.init) ?? "nothing (none arrived)"); expected 2 — does the closure read store.tasks each time it runs?"
        )
        guard second == 2 else { return }
        store.tasks[2].done = true
        let third = await reader.next()
        #expect(
            Compare.equal(third, 3),
            "after marking a third task done, the next value was \(third.map(String.init) ?? "nothing (none arrived)"); expected 3"
        )
    }

    @Test("changes made in one go yield the final count")
    func burstYieldsFinal() async {
        let store = makeStore()
        let reader = Reader(doneCounts(in: store))
        _ = await reader.next()
        store.tasks[1].done = true
        store.tasks[2].done = true
        store.tasks[3].done = true
        let next = await reader.next()
        #expect(
            Compare.equal(next, 4),
            "after marking three more tasks done without an await in between, the next value was \(next.map(String.init) ?? "nothing (none arrived)"); expected 4"
        )
    }

    @Test("a change the count does not depend on yields nothing")
    func unrelatedChangeIsSilent() async {
        let store = makeStore()
        let reader = Reader(doneCounts(in: store))
        _ = await reader.next()
        // Wait for the next value first, so a value caused by the rename alone would be seen
        // (the pause lets it arrive; it never decides pass or fail by itself).
        async let pending = reader.next()
        try? await Task.sleep(nanoseconds: 100_000_000)
        store.title = "Tomorrow"
        try? await Task.sleep(nanoseconds: 100_000_000)
        store.tasks[1].done = true
        let next = await pending
        #expect(
            Compare.equal(next, 2),
            "after renaming the store and then marking a task done, the next value was \(next.map(String.init) ?? "nothing (none arrived)"); expected 2 — a value for the rename means the closure reads store.title"
        )
    }
}
