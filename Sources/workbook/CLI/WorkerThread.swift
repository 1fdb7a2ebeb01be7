import Foundation

/// One long-lived thread with a big stack where interpreted code runs, so the main thread
/// stays free to notice Ctrl-C, and deep (bounded) recursion in scripts has room.
final class WorkerThread: @unchecked Sendable {
    private let jobReady = DispatchSemaphore(value: 0)
    private let jobDone = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var job: (() -> Void)?

    init(stackSize: Int = 256 << 20) {
        let thread = Thread { [unowned self] in
            while true {
                self.jobReady.wait()
                self.lock.lock()
                let job = self.job
                self.job = nil
                self.lock.unlock()
                job?()
                self.jobDone.signal()
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
        lock.lock()
        job = { box.value = work() }
        lock.unlock()
        jobReady.signal()
        while jobDone.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
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
