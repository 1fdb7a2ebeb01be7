import Synchronization

/// SE-0506's continuous form: calls `apply` with an `.initial` event, then again after
/// each change to what the previous call read, until the token is cancelled or dropped
/// (or `apply` calls `event.cancel()`). Named `withContinuousObservation` as on
/// swiftlang/swift main (ContinuousObservation.swift) and in Apple's documentation; the
/// proposal's text says `withContinuousObservationTracking`.
///
/// Every call, the first included, runs later, on `apply`'s isolation (the caller's actor,
/// `@_inheritActorContext`), never inside the mutation: it reads the new values. Changes
/// made before it runs collapse into one call, which gets the last event (with
/// `[.willSet, .didSet]`, one `.didSet` call per burst), as on swiftlang/swift main.
/// A change that happened before `cancel()` is still delivered once, as there.
///
/// Which event a call gets is decided on that isolation, when the call runs (swift main
/// reads its pending event inside the tracked closure): a change made on the actor
/// completes, didSet included, before the actor runs the next call.
public func withContinuousObservation(
    options: ObservationTracking.Options,
    @_inheritActorContext apply: @escaping @isolated(any) @Sendable (borrowing ObservationTracking.Event) -> Void
) -> ObservationTracking.Token {
    let observation = ContinuousObservation(options: options)
    startLoop(on: apply.isolation) { isolation in
        await observation.run(isolation: isolation, apply: apply)
    }
    return ObservationTracking.Token(observation)
}

/// Starts `loop` as a task enqueued on `isolation`'s own executor, so its first turn is
/// the actor's next job: a caller on that actor sees the `.initial` call at its next
/// suspension (one `await Task.yield()`), never before it returns, and not after some
/// global-pool thread happens to wake (swift main starts its loop from a detached task
/// and is only "later"; this is one of the orders it allows). Without an actor, the loop
/// runs on the global executor, as there.
private func startLoop(
    on isolation: (any Actor)?, _ loop: @escaping @Sendable (isolated (any Actor)?) async -> Void
) {
    guard let isolation else {
        Task.detached { await loop(nil) }
        return
    }
    // A task whose operation captures an `isolated` parameter is isolated to it, and
    // `Task.init` enqueues such a task on that actor (SE-0431). `enqueue` only creates the
    // task and touches nothing of the actor's state, so calling it from wherever
    // `withContinuousObservation` was called is sound; the cast drops only the static
    // requirement to be on the actor already.
    let enqueue: (isolated any Actor) -> Void = { actor in
        Task {
            _ = actor
            await loop(actor)
        }
    }
    unsafeBitCast(enqueue, to: ((any Actor) -> Void).self)(isolation)
}

/// The state of one continuous observation: the event waiting to be delivered, the loop
/// waiting for it, and whether it was cancelled.
final class ContinuousObservation: Sendable {
    private struct State {
        var isCancelled = false
        /// The last change signalled and not yet delivered (later ones replace it).
        var pending: TrackingEvent?
        var waiter: UnsafeContinuation<Void, Never>?
        /// The tracking installed by the latest call, removed at once on cancel.
        var tracking: TrackingHandle = .none
    }

    let options: ObservationTracking.Options
    private let state = Mutex(State())

    init(options: ObservationTracking.Options) {
        self.options = options
    }

    typealias Apply = @isolated(any) @Sendable (borrowing ObservationTracking.Event) -> Void

    /// The loop, on `apply`'s isolation. Each turn tracks one call of `apply`.
    func run(isolation: isolated (any Actor)?, apply: @escaping Apply) async {
        var event = TrackingEvent(kind: .initial, property: nil, tracking: nil)
        if isCancelled { return }
        while true {
            let handle = trackOnce(apply: apply, event: event)
            let keep: Bool = state.withLock { state in
                state.tracking = handle
                return !state.isCancelled
            }
            if !keep { handle.cancel() }
            guard let next = await nextEvent() else { return }
            event = next
        }
    }

    private func trackOnce(apply: @escaping Apply, event: TrackingEvent) -> TrackingHandle {
        let scope = TrackingScope(id: Tracking.nextID(), namesSubjects: ObservationFootprint.isRecording)
        let call = IsolatedEventClosure(apply)
        track({ call.callHere(ObservationTracking.Event(event, continuous: self)) }, in: scope)
        guard !scope.isEmpty, !options.edges.isEmpty else { return .none }
        let tracking = Tracking(
            id: scope.id, onChange: .event { [weak self] in self?.signal($0) }, edges: options.edges)
        install(tracking, from: scope, label: "withContinuousObservation(options: \(options))")
        return TrackingHandle(tracking)
    }

    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// A change hit the current tracking: remember it and wake the loop.
    private func signal(_ event: TrackingEvent) {
        let waiter: UnsafeContinuation<Void, Never>? = state.withLock { state in
            guard !state.isCancelled else { return nil }
            state.pending = event
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// The next event to deliver, once there is one; nil when cancelled with none pending.
    /// Isolated to the loop's actor: the pending event is taken there, just before the call,
    /// not on whichever thread resumed the wait (taken in the middle of a change, it was the
    /// willSet event and the closure ran twice, once for willSet, once for didSet).
    private func nextEvent(isolation: isolated (any Actor)? = #isolation) async -> TrackingEvent? {
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            let resumeNow = state.withLock { state in
                if state.pending != nil || state.isCancelled { return true }
                state.waiter = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
        return state.withLock { state in
            defer { state.pending = nil }
            return state.pending
        }
    }

    /// Stops: the loop ends after delivering a change that came before, if any.
    func cancel() {
        let (waiter, tracking): (UnsafeContinuation<Void, Never>?, TrackingHandle) = state.withLock { state in
            state.isCancelled = true
            defer {
                state.waiter = nil
                state.tracking = .none
            }
            return (state.waiter, state.tracking)
        }
        tracking.cancel()
        waiter?.resume()
    }
}

/// Calls an `@isolated(any)` event closure synchronously. Only valid on the closure's own
/// isolation, which `ContinuousObservation.run(isolation:)` guarantees (the same reasoning
/// as `Observations.call`).
private struct IsolatedEventClosure {
    let closure: ContinuousObservation.Apply

    init(_ closure: @escaping ContinuousObservation.Apply) {
        self.closure = closure
    }

    func callHere(_ event: borrowing ObservationTracking.Event) {
        typealias Plain = (borrowing ObservationTracking.Event) -> Void
        let plain = unsafeBitCast(self, to: Plain.self)
        plain(event)
    }
}
