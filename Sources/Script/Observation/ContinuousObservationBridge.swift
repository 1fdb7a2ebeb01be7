// SE-0506's continuous form in scripts: `withContinuousObservation(options:) { event in … }`
// returns a token; the closure runs as a task of the session's scheduler — first with an
// `.initial` event, then once after each change to what its last run read (changes made
// before it runs collapse into one run, which gets the last event) — until the token is
// cancelled or let go, or the closure calls `event.cancel()`. The same order as the
// runtime's `withContinuousObservation` (ObservationRuntime/ContinuousObservation.swift),
// on the interpreter's one simulated main actor. Runs once per change: unoptimized.

import ObservationRuntime
import ScriptFrontEnd

/// One continuous observation of a script: what is pending, who waits, whether it ended.
final class ContinuousScriptObservation {
    private let link: InterpreterLink
    var isCancelled = false
    /// The last event not yet delivered (a later one replaces it).
    var pending: ObservationTracking.EventFacts?
    var waiter: Coroutine?
    var tracking: TrackingHandle = .none

    @_optimize(none) init(_ interpreter: Interpreter) {
        link = interpreter.link
    }

    @_optimize(none) func signal(_ facts: ObservationTracking.EventFacts) {
        guard !isCancelled else { return }
        pending = facts
        wake()
    }

    @_optimize(none) func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        tracking.cancel()
        tracking = .none
        wake()
    }

    @_optimize(none) private func wake() {
        guard let waiter, let interpreter = link.interpreter, !interpreter.isTearingDown else { return }
        self.waiter = nil
        interpreter.scheduler.observationWaiters[ObjectIdentifier(self)] = nil
        interpreter.scheduler.makeReady(waiter)
    }
}

/// `ObservationTracking.Token`: letting it go (its last reference) cancels, as the
/// toolchain's `~Copyable` token does in its `deinit`.
final class ContinuousTokenBox {
    let observation: ContinuousScriptObservation
    @_optimize(none) init(_ observation: ContinuousScriptObservation) { self.observation = observation }
    deinit { observation.cancel() }
}

extension ObservationBridge {
    @_optimize(none) func callWithContinuousObservation(
        _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        guard args.count == 2, args[0].label == "options", args[1].label == "apply" || args[1].label == nil else {
            throw ScriptError.cannotRun(
                "a call to 'withContinuousObservation' other than with 'options:' and a closure that takes the event",
                at: pos)
        }
        let options = try trackingOptions(args[0].value, in: env)
        let closure = try interpreter.evaluate(args[1].value, in: env)
        let observation = ContinuousScriptObservation(interpreter)
        let label =
            site(of: pos, mentioning: "withContinuousObservation").map {
                "withContinuousObservation(options: \(options)) at \($0)"
            } ?? "withContinuousObservation(options: \(options))"
        _ = interpreter.scheduler.spawn(interpreter) { [unowned self] in
            try self.runContinuousObservation(observation, options: options, closure: closure, label: label, pos: pos)
            return .void
        }
        return .native(NativeBox(ContinuousTokenBox(observation), typeName: "ObservationTracking.Token"))
    }

    /// The loop, as a task: run the closure under tracking, wait for a change, again.
    @_optimize(none) private func runContinuousObservation(
        _ observation: ContinuousScriptObservation, options: ObservationTracking.Options, closure: Value,
        label: String, pos: SourcePos
    ) throws {
        var facts = ObservationTracking.EventFacts.initial
        let handler = UncheckedSendable(value: observation)
        while true {
            if observation.isCancelled, observation.pending == nil { return }
            let event = trackingEventValue(facts, continuous: observation)
            let failure = HeldError()
            let tracked = ObservationRuntime.withObservationTracking(
                options: options, { self.callHoldingError(closure, [event], in: failure, pos: pos) }, label: label,
                onChange: { handler.value.signal($0) })
            try failure.rethrow()
            if observation.isCancelled {
                tracked.tracking.cancel()
                return
            }
            observation.tracking = tracked.tracking
            while observation.pending == nil, !observation.isCancelled {
                observation.waiter = interpreter.scheduler.current
                interpreter.scheduler.observationWaiters[ObjectIdentifier(observation)] = interpreter.scheduler.current
                try interpreter.scheduler.suspend(interpreter)
                interpreter.scheduler.observationWaiters[ObjectIdentifier(observation)] = nil
            }
            guard let next = observation.pending else { return }
            observation.pending = nil
            facts = next
        }
    }
}
