import Foundation

/// What one `miniTracking` call has read so far.
final class TrackingScope {
    var reads: [(registrar: MiniRegistrar, property: String)] = []
}

/// The scope whose closure is running now.
var currentScope: TrackingScope?

/// Your registrar: one per object. It records reads into the running tracking and tells
/// trackings when a property they read is about to change.
final class MiniRegistrar: @unchecked Sendable {
    private let lock = NSLock()
    private var observers: [(property: String, onChange: @Sendable () -> Void)] = []

    /// A getter calls this before returning the value.
    func access(_ property: String) {
        currentScope?.reads.append((self, property))
    }

    /// A setter calls this before storing the new value.
    func willSet(_ property: String) {}

    /// A setter calls this after storing the new value.
    func didSet(_ property: String) {
        lock.lock()
        let interested = observers.filter { $0.property == property }
        lock.unlock()
        for observer in interested {
            observer.onChange()
        }
    }

    func addObserver(of property: String, _ onChange: @escaping @Sendable () -> Void) {
        lock.lock()
        observers.append((property, onChange))
        lock.unlock()
    }
}

/// Runs `apply`, recording what it reads; calls `onChange` when one of those properties
/// is about to change — the same contract as `withObservationTracking`.
func miniTracking<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
    let scope = TrackingScope()
    currentScope = scope
    let result = apply()
    currentScope = nil
    for read in scope.reads {
        read.registrar.addObserver(of: read.property, onChange)
    }
    return result
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
