// Grades Exercises/02-keep-observing: a helper that keeps observing with
// withObservationTracking must deliver fresh values, on the requested queue, until cancelled.
import Dispatch
import GraderSupport
import Testing

@testable import Exercise02KeepObserving

@Suite("02 keep observing", .graded(exercise: "02"), .reported(exercise: "02"))
struct KeepObservingGrader {
    private static let queueKey = DispatchSpecificKey<String>()

    /// A serial queue that can tell whether code runs on it; `drain` waits until it is idle.
    private func makeQueue() -> DispatchQueue {
        let queue = DispatchQueue(label: "grader.delivery")
        queue.setSpecific(key: Self.queueKey, value: "grader.delivery")
        return queue
    }

    /// Changes the model the way an app does: on the queue that also delivers (think of the
    /// main queue). A re-read scheduled on it runs after the change is complete.
    private func change(on queue: DispatchQueue, _ mutation: () -> Void) {
        queue.sync(execute: mutation)
    }

    private func drain(_ queue: DispatchQueue) {
        // Twice: a delivery may schedule one more block (the re-installed tracking).
        queue.sync {}
        queue.sync {}
    }

    /// Where every delivery is decided: the learner's `keepObserving` (Thermostat.swift is finished).
    private static let onChange = Place.in("keepObserving", at: "onChange")

    /// True when the helper delivered exactly the values from before each change: the stale
    /// read the first check explains, not a failure of its own.
    private func isStale(_ delivered: [Int], before: [Int]) -> Bool {
        !Compare.isEmpty(delivered) && Compare.equal(delivered, before)
    }

    private func followsFromStaleRead(_ delivered: [Int]) -> Comment {
        say(
            "the helper delivered \(delivered), each the value from before its change: this follows from the stale read above (a value read inside onChange) — fix that first",
            fr:
                "l'utilitaire a livré \(delivered), chaque fois la valeur d'avant la modification : c'est la conséquence de la lecture périmée ci-dessus (une valeur lue dans onChange) — corrigez-la d'abord",
            zh: "辅助函数交付了 \(delivered)，每个都是变更之前的值：这是上面那个过时读取（在 onChange 中读取值）导致的 —— 请先修复它",
            ja:
                "ヘルパーは \(delivered) を届けました。どれも変更前の値です。これは上の古い値の読み取り（onChange の中での読み取り）の結果です — 先にそちらを直しましょう",
            at: Self.onChange)
    }

    @Test("a change delivers the new value, not the old one")
    func deliversNewValue() {
        let thermostat = Thermostat()
        let queue = makeQueue()
        let delivered = Recorder<Int>()
        let handle = keepObserving({ thermostat.target }, on: queue) { delivered.record($0) }
        defer { handle.cancel() }
        change(on: queue) { thermostat.target = 22 }
        drain(queue)
        #expect(
            Compare.equal(delivered.values, [22]),
            say(
                "after setting target from 20 to 22, the helper delivered \(delivered.values); expected [22] — a value read inside onChange is the one from before the change (onChange runs in willSet)",
                fr:
                    "après avoir passé target de 20 à 22, l'utilitaire a livré \(delivered.values) ; attendu : [22] — une valeur lue dans onChange est celle d'avant la modification (onChange s'exécute dans willSet)",
                zh:
                    "把 target 从 20 改为 22 后，辅助函数交付了 \(delivered.values)；预期 [22] —— 在 onChange 中读到的是变更之前的值（onChange 在 willSet 中运行）",
                ja:
                    "target を 20 から 22 に変えると、ヘルパーは \(delivered.values) を届けました。期待は [22] です — onChange の中で読む値は変更前のものです（onChange は willSet で実行されます）",
                at: Self.onChange
            )
        )
    }

    @Test("it keeps observing after the first change")
    func keepsObserving() {
        let thermostat = Thermostat()
        let queue = makeQueue()
        let delivered = Recorder<Int>()
        let handle = keepObserving({ thermostat.target }, on: queue) { delivered.record($0) }
        defer { handle.cancel() }
        for value in [21, 22, 23] {
            change(on: queue) { thermostat.target = value }
            drain(queue)
        }
        let stale = isStale(delivered.values, before: [20, 21, 22])
        #expect(!stale, followsFromStaleRead(delivered.values))
        #expect(
            stale || Compare.equal(delivered.values, [21, 22, 23]),
            say(
                "after setting target to 21, 22, 23 (letting the queue run after each), the helper delivered \(delivered.values); expected [21, 22, 23]",
                fr:
                    "après avoir mis target à 21, 22, 23 (en laissant la file s'exécuter après chaque fois), l'utilitaire a livré \(delivered.values) ; attendu : [21, 22, 23]",
                zh: "把 target 依次设为 21、22、23（每次之后都让队列运行）后，辅助函数交付了 \(delivered.values)；预期 [21, 22, 23]",
                ja: "target を 21、22、23 と順に設定（毎回キューを実行させて）すると、ヘルパーは \(delivered.values) を届けました。期待は [21, 22, 23] です",
                at: Self.onChange)
        )
    }

    @Test("values are delivered on the queue it was given")
    func deliversOnQueue() {
        let thermostat = Thermostat()
        let queue = makeQueue()
        let onQueue = Recorder<Bool>()
        let handle = keepObserving({ thermostat.target }, on: queue) { _ in
            onQueue.record(DispatchQueue.getSpecific(key: Self.queueKey) == "grader.delivery")
        }
        defer { handle.cancel() }
        // Changed on another thread this time: delivery must still happen on the queue.
        thermostat.target = 25
        drain(queue)
        #expect(
            Compare.equal(onQueue.values, [true]),
            say(
                "deliver was called \(Wording.times(onQueue.count)), on the queue \(Wording.times(onQueue.values.filter { $0 }.count)); expected once, on the queue passed as `on:`",
                fr:
                    "deliver a été appelé \(Wording.times(onQueue.count)), dont \(Wording.times(onQueue.values.filter { $0 }.count)) sur la file ; attendu : une fois, sur la file passée en `on:`",
                zh:
                    "deliver 被调用了 \(Wording.times(onQueue.count))，其中在该队列上 \(Wording.times(onQueue.values.filter { $0 }.count))；预期 1 次，且在作为 `on:` 传入的队列上",
                ja:
                    "deliver は \(Wording.times(onQueue.count))呼ばれ、そのうちキュー上では \(Wording.times(onQueue.values.filter { $0 }.count))でした。期待は `on:` に渡したキュー上で 1 回です",
                at: .in("keepObserving", at: "queue.async", "deliver(")
            )
        )
    }

    @Test("a burst of changes before the queue runs delivers the latest value once")
    func burstCoalesces() {
        let thermostat = Thermostat()
        let queue = makeQueue()
        let delivered = Recorder<Int>()
        let handle = keepObserving({ thermostat.target }, on: queue) { delivered.record($0) }
        defer { handle.cancel() }
        queue.sync {
            // The queue is busy while the three changes happen, so none can be delivered yet.
            thermostat.target = 21
            thermostat.target = 22
            thermostat.target = 23
        }
        drain(queue)
        let stale = isStale(delivered.values, before: [20, 21, 22])
        #expect(!stale, followsFromStaleRead(delivered.values))
        #expect(
            stale || Compare.equal(delivered.values, [23]),
            say(
                "after setting target to 21, 22 and 23 while the queue was busy, the helper delivered \(delivered.values); expected [23]",
                fr:
                    "après avoir mis target à 21, 22 et 23 pendant que la file était occupée, l'utilitaire a livré \(delivered.values) ; attendu : [23]",
                zh: "在队列忙碌时把 target 设为 21、22 和 23 后，辅助函数交付了 \(delivered.values)；预期 [23]",
                ja: "キューがふさがっている間に target を 21、22、23 に設定すると、ヘルパーは \(delivered.values) を届けました。期待は [23] です",
                at: Self.onChange)
        )
    }

    @Test("changes to a property it does not read deliver nothing")
    func unreadPropertyIsIgnored() {
        let thermostat = Thermostat()
        let queue = makeQueue()
        let delivered = Recorder<Int>()
        let handle = keepObserving({ thermostat.target }, on: queue) { delivered.record($0) }
        defer { handle.cancel() }
        change(on: queue) { thermostat.mode = "cool" }
        drain(queue)
        change(on: queue) { thermostat.target = 18 }
        drain(queue)
        let stale = isStale(delivered.values, before: [20])
        #expect(!stale, followsFromStaleRead(delivered.values))
        #expect(
            stale || Compare.equal(delivered.values, [18]),
            say(
                "watching target, then changing mode and then target to 18, delivered \(delivered.values); expected [18]",
                fr:
                    "en observant target, puis en modifiant mode puis target à 18, l'utilitaire a livré \(delivered.values) ; attendu : [18]",
                zh: "观察 target，先修改 mode 再把 target 设为 18，交付了 \(delivered.values)；预期 [18]",
                ja: "target を監視し、mode を変えてから target を 18 にすると、\(delivered.values) が届きました。期待は [18] です",
                at: Self.onChange))
    }

    @Test("cancel() stops deliveries")
    func cancelStops() {
        let thermostat = Thermostat()
        let queue = makeQueue()
        let delivered = Recorder<Int>()
        let handle = keepObserving({ thermostat.target }, on: queue) { delivered.record($0) }
        change(on: queue) { thermostat.target = 21 }
        drain(queue)
        handle.cancel()
        change(on: queue) { thermostat.target = 22 }
        drain(queue)
        change(on: queue) { thermostat.target = 23 }
        drain(queue)
        // One value before cancel() and nothing after; which value is the first check's business.
        let stale = isStale(delivered.values, before: [20])
        #expect(!stale, followsFromStaleRead(delivered.values))
        #expect(
            stale || Compare.equal(delivered.values, [21]),
            say(
                "after cancel(), setting target to 22 and 23 still delivered; the helper delivered \(delivered.values) in total; expected [21]",
                fr:
                    "après cancel(), mettre target à 22 puis 23 a encore livré des valeurs ; l'utilitaire a livré \(delivered.values) au total ; attendu : [21]",
                zh: "调用 cancel() 后，把 target 设为 22 和 23 仍然有交付；辅助函数总共交付了 \(delivered.values)；预期 [21]",
                ja: "cancel() の後に target を 22、23 に設定しても値が届きました。ヘルパーが届けたのは合計 \(delivered.values) です。期待は [21] です",
                at: .in("keepObserving", at: "isCancelled", "onChange"))
        )
    }
}
