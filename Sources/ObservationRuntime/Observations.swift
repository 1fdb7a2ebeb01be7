import Synchronization

/// An async sequence of the values a closure computes from observable properties: the
/// current value on the first `next()`, then one value per transaction of changes.
///
/// A change only wakes the iterator (in willSet); the value is computed when the iterator
/// runs again, on the closure's isolation, so a synchronous burst of mutations yields one
/// value — the state after the burst.
public struct Observations<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
    public enum Iteration: Sendable {
        case next(Element)
        case finish
    }

    typealias Emit = @Sendable () throws(Failure) -> Iteration

    /// The learner's closure as one that returns an `Iteration`; only ever called on `isolation`.
    let emit: Emit
    /// The actor the learner's closure is isolated to. Kept apart from `emit` because a closure
    /// that wraps an `@isolated(any)` one does not inherit its isolation: a wrapper made in
    /// `init` is nonisolated, and evaluating on *its* isolation ran a `@MainActor` closure off
    /// the main actor (a trap in Swift 6 mode, where such a closure checks its executor).
    let isolation: (any Actor)?

    public init(@_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element) {
        self.isolation = emit.isolation
        self.emit = { () throws(Failure) -> Iteration in .next(try Self.call(emit)) }
    }

    /// Keeps producing values until `emit` returns `.finish` (or throws).
    public static func untilFinished(
        @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration
    ) -> Observations<Element, Failure> {
        Observations(iterating: emit)
    }

    init(iterating emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration) {
        self.isolation = emit.isolation
        self.emit = { () throws(Failure) -> Iteration in try Self.call(emit) }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(emit: emit, isolation: isolation)
    }

    public struct Iterator: AsyncIteratorProtocol {
        let emit: Emit
        let isolation: (any Actor)?
        /// nil once the sequence has ended.
        var wakeups: ChangeSignal? = ChangeSignal()
        var hasStarted = false

        public mutating func next(
            isolation iterationIsolation: isolated (any Actor)? = #isolation
        ) async throws(Failure) -> Element? {
            guard let wakeups else { return nil }
            if hasStarted {
                await wakeups.waitForChange()
            }
            hasStarted = true
            if Task.isCancelled {
                self.wakeups = nil
                return nil
            }
            do {
                switch try await Self.evaluate(isolation: isolation, emit: emit, wakeups: wakeups) {
                case .next(let element):
                    return element
                case .finish:
                    self.wakeups = nil
                    return nil
                }
            } catch {
                self.wakeups = nil
                throw error
            }
        }

        /// Runs `emit` on its own isolation, under tracking: any change it read wakes us, and
        /// so does the death of an object it read — Swift 6.4's `Observations` tracks with
        /// `[.willSet, .deinit]` (swiftlang/swift main, Observations.swift), so a closure
        /// reading a weak model runs again and can end the sequence.
        private static func evaluate(
            isolation: isolated (any Actor)?, emit: @escaping Emit, wakeups: ChangeSignal
        ) throws(Failure) -> Iteration {
            try trackEvents(
                options: [.willSet, .deinit],
                emit, label: "withObservationTracking"
            ) { _ in
                wakeups.signal()
            }
        }
    }

    /// Calls an `@isolated(any)` closure synchronously. Only valid when already running on
    /// the closure's isolation (which `evaluate(isolation:)` guarantees); Swift has no
    /// spelling for that call, so the closure is reinterpreted as a plain one.
    static func call<R>(_ closure: @escaping @isolated(any) @Sendable () throws(Failure) -> R) throws(Failure) -> R {
        typealias Plain = () throws(Failure) -> R
        let plain = unsafeBitCast(IsolatedClosure(closure: closure), to: Plain.self)
        return try plain()
    }
}

/// Wraps an `@isolated(any)` closure so it has the layout of a plain closure value.
private struct IsolatedClosure<R, Failure: Error> {
    let closure: @isolated(any) @Sendable () throws(Failure) -> R
}

/// Wakes a waiting iterator when a tracked property is about to change. A change that
/// arrives while nobody waits is remembered, so the next wait returns at once.
final class ChangeSignal: Sendable {
    private enum Waiter {
        case waiting(UnsafeContinuation<Void, Never>)
        case cancelled
    }

    private struct State {
        var waiter: Waiter?
        var isDirty = false
    }

    private let state = Mutex(State())

    func signal() {
        let continuation: UnsafeContinuation<Void, Never>? = state.withLock { state in
            if case .waiting(let continuation) = state.waiter {
                state.waiter = nil
                return continuation
            }
            state.isDirty = true
            return nil
        }
        continuation?.resume()
    }

    func waitForChange() async {
        await withTaskCancellationHandler {
            await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                let resumeNow: Bool = state.withLock { state in
                    if state.isDirty || state.waiter.map({ if case .cancelled = $0 { true } else { false } }) == true {
                        state.isDirty = false
                        state.waiter = nil
                        return true
                    }
                    state.waiter = .waiting(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let continuation: UnsafeContinuation<Void, Never>? = state.withLock { state in
                if case .waiting(let continuation) = state.waiter {
                    state.waiter = nil
                    return continuation
                }
                state.waiter = .cancelled
                return nil
            }
            continuation?.resume()
        }
    }
}
