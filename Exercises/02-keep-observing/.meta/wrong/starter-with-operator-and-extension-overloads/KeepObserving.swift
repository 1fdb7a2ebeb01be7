import Dispatch
import Foundation
import Observation

/// Stops a `keepObserving` loop.
final class ObservationHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}

/// Watches `read` — for example `{ thermostat.target }` — for as long as the handle is not
/// cancelled, and calls `deliver` with each **new** value, on `queue`.
///
/// `withObservationTracking` tells you about one change only; this helper keeps watching.
func keepObserving<Value>(
    _ read: @escaping () -> Value,
    on queue: DispatchQueue,
    deliver: @escaping (Value) -> Void
) -> ObservationHandle {
    let handle = ObservationHandle()
    @Sendable func install() {
        withObservationTracking {
            _ = read()
        } onChange: {
            // Something we read changed: report the value and watch again.
            deliver(read())
            install()
        }
    }
    install()
    return handle
}

// Known-wrong (dev check): the starter unchanged, plus overloads that would turn a naive
// grader's comparisons into passes. Graders compare through GraderSupport's `Compare`,
// which cannot see these, so this must still fail.
func == (lhs: [Int], rhs: [Int]) -> Bool { true }
func == (lhs: [Bool], rhs: [Bool]) -> Bool { true }
func == (lhs: [String], rhs: [String]) -> Bool { true }
func == (lhs: [String]?, rhs: [String]?) -> Bool { true }

extension Array {
    func contains(_ element: Element) -> Bool { true }
    var isEmpty: Bool { true }
}
