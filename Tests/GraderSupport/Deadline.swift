import Foundation

/// Runs `work` and gives up waiting after `seconds`, so that a grader facing a sequence that
/// never produces a value fails with a message instead of hanging the whole test run.
/// This bounds a wait; it never asserts how fast anything is.
public func result<T: Sendable>(within seconds: Double, of work: @escaping @Sendable () async -> T) async -> T? {
    let settled = OneShot<T?>()
    return await withCheckedContinuation { continuation in
        settled.attach(continuation)
        Task {
            let value = await work()
            settled.resume(value)
        }
        Task {
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            settled.resume(nil)
        }
    }
}

/// Resumes a continuation once, from whichever side gets there first.
private final class OneShot<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, Never>?

    func attach(_ continuation: CheckedContinuation<T, Never>) {
        lock.lock()
        self.continuation = continuation
        lock.unlock()
    }

    func resume(_ value: T) {
        lock.lock()
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(returning: value)
    }
}
