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
            "after setting target from 20 to 22, the helper delivered \(delivered.values); expected [22] — a value read inside onChange is the one from before the change (onChange runs in willSet)"
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
        #expect(
            Compare.equal(delivered.values, [21, 22, 23]),
            "after setting target to 21, 22, 23 (letting the queue run after each), the helper delivered \(delivered.values); expected [21, 22, 23]"
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
            "deliver was called \(Wording.times(onQueue.count)), on the queue \(Wording.times(onQueue.values.filter { $0 }.count)); expected once, on the queue passed as `on:`"
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
        #expect(
            Compare.equal(delivered.values, [23]),
            "after setting target to 21, 22 and 23 while the queue was busy, the helper delivered \(delivered.values); expected [23]"
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
        #expect(
            Compare.equal(delivered.values, [18]),
            "watching target, then changing mode and then target to 18, delivered \(delivered.values); expected [18]")
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
        #expect(
            Compare.equal(delivered.values, [21]),
            "after cancel(), setting target to 22 and 23 still delivered; the helper delivered \(delivered.values) in total; expected [21]"
        )
    }
}
