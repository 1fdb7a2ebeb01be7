import Foundation

/// One long-lived thread that runs the REPL's and `workbook check`'s work, so the main
/// thread stays free to notice Ctrl-C. Interpreted code does not recurse on this stack:
/// `ScriptSession.run` starts a fresh big-stack thread for each run.
final class WorkerThread: @unchecked Sendable {
    /// What the thread and its owner share; the thread keeps it alive, not the owner.
    private final class Channel: @unchecked Sendable {
        let jobReady = DispatchSemaphore(value: 0)
        let jobDone = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var job: (() -> Void)?
    }

    private let channel = Channel()

    init(stackSize: Int = 256 << 20) {
        let channel = self.channel
        let thread = Thread {
            while true {
                channel.jobReady.wait()
                let job = channel.lock.withLock { () -> (() -> Void)? in
                    defer { channel.job = nil }
                    return channel.job
                }
                job?()
                channel.jobDone.signal()
            }
        }
        thread.stackSize = stackSize
        thread.name = "workbook-evaluation"
        thread.start()
    }

    /// Runs `work` on the worker and waits for it; `poll` runs every few milliseconds
    /// while waiting (the REPL checks for Ctrl-C there). The result arrives as soon as the
    /// work ends: the waiting never adds latency.
    func run<T>(_ work: @escaping () -> T, poll: () -> Void = {}) -> T {
        let box = ResultBox<T>()
        channel.lock.withLock { channel.job = { box.value = work() } }
        channel.jobReady.signal()
        while channel.jobDone.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            poll()
        }
        // The semaphore orders the worker's write before this read.
        guard let value = box.value else { preconditionFailure("the worker finished without a result") }
        return value
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
