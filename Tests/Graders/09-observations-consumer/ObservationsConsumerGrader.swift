// Grades Exercises/09-observations-consumer: an Observations sequence yields the current
// value, then one value per transaction of changes to what its closure read.
import GraderSupport
import Observation
import Testing

@testable import Exercise09ObservationsConsumer

/// A bound on waiting for a value that should arrive at once: only there so a sequence that
/// never yields fails instead of hanging. Generous, because a value given up on is still
/// delivered later, to the next `next()`, and then reads as the wrong value: with 5 s, a
/// loaded machine running every grader at once failed the reference solution that way.
private let patience = 30.0

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
            say(
                "the first value was \(first.map(String.init) ?? "nothing"); expected 1 (one task is done)",
                fr:
                    "la première valeur était \(first.map(String.init) ?? "rien") ; attendu : 1 (une tâche est terminée)",
                zh: "第一个值是 \(first.map(String.init) ?? "（无）")；预期 1（有一个任务已完成）",
                ja: "最初の値は \(first.map(String.init) ?? "（なし）") でした。期待は 1 です（完了したタスクが 1 つ）"))
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
            say(
                "after marking a second task done, the next value was \(second.map(String.init) ?? "nothing (none arrived)"); expected 2 — does the closure read store.tasks each time it runs?",
                fr:
                    "après avoir terminé une deuxième tâche, la valeur suivante était \(second.map(String.init) ?? "rien (aucune n'est arrivée)") ; attendu : 2 — la closure lit-elle store.tasks à chaque exécution ?",
                zh: "把第二个任务标记为完成后，下一个值是 \(second.map(String.init) ?? "（无，没有收到值）")；预期 2 —— 闭包每次运行时都读取 store.tasks 吗？",
                ja:
                    "2 つ目のタスクを完了にした後、次の値は \(second.map(String.init) ?? "（なし。値が届きませんでした）") でした。期待は 2 です — クロージャは実行のたびに store.tasks を読んでいますか？"
            )
        )
        guard second == 2 else { return }
        store.tasks[2].done = true
        let third = await reader.next()
        #expect(
            Compare.equal(third, 3),
            say(
                "after marking a third task done, the next value was \(third.map(String.init) ?? "nothing (none arrived)"); expected 3",
                fr:
                    "après avoir terminé une troisième tâche, la valeur suivante était \(third.map(String.init) ?? "rien (aucune n'est arrivée)") ; attendu : 3",
                zh: "把第三个任务标记为完成后，下一个值是 \(third.map(String.init) ?? "（无，没有收到值）")；预期 3",
                ja: "3 つ目のタスクを完了にした後、次の値は \(third.map(String.init) ?? "（なし。値が届きませんでした）") でした。期待は 3 です")
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
            say(
                "after marking three more tasks done without an await in between, the next value was \(next.map(String.init) ?? "nothing (none arrived)"); expected 4",
                fr:
                    "après avoir terminé trois tâches de plus sans await entre elles, la valeur suivante était \(next.map(String.init) ?? "rien (aucune n'est arrivée)") ; attendu : 4",
                zh: "中间没有 await 地再把三个任务标记为完成后，下一个值是 \(next.map(String.init) ?? "（无，没有收到值）")；预期 4",
                ja: "間に await を挟まずにさらに 3 つのタスクを完了にした後、次の値は \(next.map(String.init) ?? "（なし。値が届きませんでした）") でした。期待は 4 です")
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
            say(
                "after renaming the store and then marking a task done, the next value was \(next.map(String.init) ?? "nothing (none arrived)"); expected 2 — a value for the rename means the closure reads store.title",
                fr:
                    "après avoir renommé le store puis terminé une tâche, la valeur suivante était \(next.map(String.init) ?? "rien (aucune n'est arrivée)") ; attendu : 2 — une valeur pour le renommage signifie que la closure lit store.title",
                zh:
                    "先重命名 store 再把一个任务标记为完成后，下一个值是 \(next.map(String.init) ?? "（无，没有收到值）")；预期 2 —— 如果重命名也产生了值，说明闭包读取了 store.title",
                ja:
                    "store の名前を変えてからタスクを 1 つ完了にした後、次の値は \(next.map(String.init) ?? "（なし。値が届きませんでした）") でした。期待は 2 です — 名前の変更で値が届くなら、クロージャが store.title を読んでいます",
                at: .in("doneCounts", at: "Observations")
            )
        )
    }
}
