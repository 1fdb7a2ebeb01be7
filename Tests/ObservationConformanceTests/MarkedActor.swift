// A global actor whose jobs run on a dispatch queue of its own, so a closure can ask where
// it runs without trapping (`assertIsolated` would end the test process instead of
// failing one test). The main actor cannot be asked that way here: under `swift test` on
// Linux its jobs do not run on the process's main thread.
import Dispatch

@globalActor
actor MarkedActor {
    static let shared = MarkedActor()

    private let executor = QueueExecutor()

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// True while the caller runs on `MarkedActor`.
    nonisolated static var isRunning: Bool { DispatchQueue.getSpecific(key: QueueExecutor.marker) == true }
}

/// Runs each job on one serial queue that carries a marker `MarkedActor.isRunning` reads.
final class QueueExecutor: SerialExecutor {
    static let marker = DispatchSpecificKey<Bool>()
    private let queue = DispatchQueue(label: "MarkedActor")

    init() {
        queue.setSpecific(key: Self.marker, value: true)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
}
