// `Task {}`, `await`, `Task.sleep`, `Task.yield` and `for await … in Observations` on a
// deterministic scheduler: every task is a coroutine (a host thread that runs only while it
// holds the baton), all on one simulated main actor, in FIFO order; `Task.sleep` advances
// a virtual clock instead of waiting. A script's tasks therefore interleave the same way on
// every run, the way main-actor tasks interleave in the compiled program.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): every suspension
// here is a host-thread switch, which costs far more than this code.

import Foundation
import ObservationRuntime
import ScriptFrontEnd

/// Thrown inside an abandoned coroutine to unwind it (its session is going away).
struct TaskAbandoned: Error {}

final class Coroutine {
    let id: Int
    /// The scheduler's `epoch` when it was spawned: a task of an earlier epoch that never
    /// started was ended by `abandonAll` without being visited (a storm queues a million).
    let epoch: Int
    let semaphore = DispatchSemaphore(value: 0)
    let exited = DispatchSemaphore(value: 0)
    var abandoned = false
    var finished = false
    var result: Value = .void
    var error: Error?
    var waiters: [Coroutine] = []
    var isCancelled = false
    var savedCallDepth = 0
    /// Set when the scheduler must wake this coroutine with an error (a deadlock).
    var wakeError: Error?
    /// Starts its host thread; nil once started (a task gets its thread when it first runs).
    var start: (() -> Void)?
    @_optimize(none) init(id: Int, epoch: Int = 0) {
        self.id = id
        self.epoch = epoch
    }
}

final class TaskScheduler {
    let main = Coroutine(id: 0)
    lazy var current: Coroutine = main
    private var ready: [Coroutine] = []
    private var sleepers: [(wake: Double, seq: Int, coroutine: Coroutine)] = []
    /// Tasks whose host thread has started and that have not finished.
    private var live: [Int: Coroutine] = [:]
    /// Counts `abandonAll`s: every task spawned before the last one has ended.
    private var epoch = 0
    /// The never-started tasks the last `abandonAll` ended, freed when the next run begins
    /// (`releaseEnded`): freeing a storm's million takes seconds, which the stop's message
    /// must not wait for.
    private var ended: [Coroutine] = []
    /// Set while tasks end with a stopped program: what only they held goes without its
    /// script `deinit`, as a stopped program's objects do (read by `Instance.deinit`).
    private(set) var isEndingTasks = false
    private(set) var clock: Double = 0
    private var sequence = 0
    private var nextID = 1
    private var threads: [Thread] = []

    /// Host threads of tasks that have started and not finished (each reserves a 16 MB
    /// stack). A task gets its thread only when it first runs, so a storm of tasks that
    /// never suspend costs one thread at a time; more than this many suspended at once
    /// ends the program with a message rather than exhausting the machine's threads.
    static let maximumSuspendedTasks = 1_000
    private var runningThreads = 0
    /// Set when a task hands the main program an error that ends every task with it.
    private var abandonWhenMainWakes = false

    var currentIsCancelled: Bool { current.isCancelled }

    @_optimize(none) func spawn(_ interpreter: Interpreter, _ body: @escaping () throws -> Value) -> Coroutine {
        let coroutine = Coroutine(id: nextID, epoch: epoch)
        nextID += 1
        let work = UncheckedSendable(
            value: CoroutineWork(scheduler: self, coroutine: coroutine, interpreter: interpreter, body: body))
        coroutine.start = { [unowned self] in
            let thread = Thread { Self.runCoroutine(work.value) }
            thread.stackSize = 16 << 20
            // Foundation frees a Thread its creator releases while it still runs: keep them
            // (those that have ended are let go as the list grows).
            if threads.count >= 64, threads.count.nonzeroBitCount == 1 { threads.removeAll { $0.isFinished } }
            threads.append(thread)
            live[coroutine.id] = coroutine
            runningThreads += 1
            thread.start()
        }
        ready.append(coroutine)
        return coroutine
    }

    /// A task's host thread: waits for the baton, runs the body, hands the baton on.
    @_optimize(none) private static func runCoroutine(_ item: CoroutineWork) {
        let coroutine = item.coroutine
        coroutine.semaphore.wait()
        if !coroutine.abandoned, let body = item.body {
            do { coroutine.result = try body() } catch {
                coroutine.error = error
                // A trap or a bound inside a task ends the whole program, as in Swift.
                if let failure = error as? ScriptError, !coroutine.abandoned {
                    item.interpreter?.pending.task = failure
                }
            }
        }
        item.body = nil
        coroutine.finished = true
        if coroutine.abandoned {
            coroutine.exited.signal()
            return
        }
        guard let scheduler = item.scheduler, let interpreter = item.interpreter else { return }
        scheduler.live[coroutine.id] = nil
        scheduler.runningThreads -= 1
        // Once each: a task-group parent may wait on several children that finish in a row.
        for waiter in coroutine.waiters { scheduler.makeReady(waiter) }
        coroutine.waiters = []
        if let failure = interpreter.pending.task {
            // The program ends with it now: the tasks still queued do not each start first.
            interpreter.pending.task = nil
            scheduler.endProgram(with: failure, interpreter, from: coroutine)
            return
        }
        _ = try? scheduler.switchAway(interpreter, requeue: false, wait: false)
    }

    /// A task hands `error` to the main program, which is parked in `switchAway` whenever a
    /// task runs, and which throws it and ends.
    @_optimize(none) private func endProgram(with error: Error, _ interpreter: Interpreter, from running: Coroutine) {
        ready.removeAll { $0 === main }
        sleepers.removeAll { $0.coroutine === main }
        main.wakeError = error
        resume(main, interpreter, from: running)
    }

    /// Gives the baton to the next runnable coroutine; with `wait`, blocks until resumed.
    @_optimize(none) func switchAway(_ interpreter: Interpreter, requeue: Bool, wait: Bool) throws {
        let running = current
        if requeue { ready.append(running) }
        guard let next = pickNext() else {
            // Nobody can run: whoever waits, waits forever (the compiled program would hang).
            let error = ScriptError.runtime(
                "the program waits forever: every task is suspended and nothing will resume them", at: .unknown)
            if running === main { if wait { throw error } else { return } }
            main.wakeError = error
            resume(main, interpreter, from: running)
            if wait {
                running.semaphore.wait()
                if running.abandoned { throw TaskAbandoned() }
            }
            return
        }
        if next === running { return }
        if next.start != nil, runningThreads >= Self.maximumSuspendedTasks {
            // Starting another task would take one more thread than the program may hold.
            ready.insert(next, at: 0)
            let error = ScriptError.stopped(
                "execution stopped: more than \(Self.maximumSuspendedTasks) tasks are suspended at once "
                    + "(each holds a thread here; `workbook run` without --interpret compiles the program, "
                    + "which has no such limit)", at: .unknown)
            // The tasks go with the program that ends (in the REPL, the session lives on).
            if running === main {
                abandonAll()
                throw error
            }
            abandonWhenMainWakes = true
            endProgram(with: error, interpreter, from: running)
            if wait {
                running.semaphore.wait()
                if running.abandoned { throw TaskAbandoned() }
            }
            return
        }
        resume(next, interpreter, from: running)
        if wait {
            running.semaphore.wait()
            if running.abandoned { throw TaskAbandoned() }
            if let wakeError = running.wakeError {
                running.wakeError = nil
                if running === main, abandonWhenMainWakes {
                    abandonWhenMainWakes = false
                    abandonAll()
                }
                throw wakeError
            }
        }
    }

    @_optimize(none) private func resume(_ next: Coroutine, _ interpreter: Interpreter, from me: Coroutine) {
        me.savedCallDepth = interpreter.bounds.callDepth
        interpreter.bounds.callDepth = next.savedCallDepth
        current = next
        if let start = next.start {
            next.start = nil
            start()
        }
        next.semaphore.signal()
    }

    @_optimize(none) private func pickNext() -> Coroutine? {
        if !ready.isEmpty { return ready.removeFirst() }
        guard !sleepers.isEmpty else { return nil }
        sleepers.sort { ($0.wake, $0.seq) < ($1.wake, $1.seq) }
        let first = sleepers.removeFirst()
        clock = max(clock, first.wake)
        return first.coroutine
    }

    /// Observations iterators register the coroutine they suspend; cancelling wakes it.
    var observationWaiters: [ObjectIdentifier: Coroutine] = [:]

    @_optimize(none) func wakeIfWaiting(_ coroutine: Coroutine) {
        if observationWaiters.values.contains(where: { $0 === coroutine }) {
            observationWaiters = observationWaiters.filter { $0.value !== coroutine }
            makeReady(coroutine)
        }
        // A cancelled sleeper wakes now (its `Task.sleep` then throws, as Swift's does).
        if sleepers.contains(where: { $0.2 === coroutine }) {
            sleepers.removeAll { $0.2 === coroutine }
            makeReady(coroutine)
        }
    }

    /// Ended with a stopped program: it has no thread left to resume and never finishes.
    @_optimize(none) func hasEnded(_ coroutine: Coroutine) -> Bool {
        coroutine.abandoned || (coroutine.start != nil && coroutine.epoch < epoch)
    }

    @_optimize(none) func makeReady(_ coroutine: Coroutine) {
        // A stream or an observation an ended task waited on must not wake it (the baton
        // would go to no thread: a hang).
        if hasEnded(coroutine) { return }
        if !ready.contains(where: { $0 === coroutine }) { ready.append(coroutine) }
    }

    @_optimize(none) func yield(_ interpreter: Interpreter) throws {
        try switchAway(interpreter, requeue: true, wait: true)
    }

    @_optimize(none) func sleep(_ interpreter: Interpreter, milliseconds: Double) throws {
        sequence += 1
        sleepers.append((clock + max(0, milliseconds), sequence, current))
        try switchAway(interpreter, requeue: false, wait: true)
    }

    @_optimize(none) func await(_ interpreter: Interpreter, _ coroutine: Coroutine) throws -> Value {
        if hasEnded(coroutine) {
            // Its program stopped (in the REPL, an earlier entry): it will never finish.
            throw ScriptError.runtime(
                "the task was ended when the run that started it stopped; it has no value", at: .unknown)
        }
        if !coroutine.finished {
            coroutine.waiters.append(current)
            try switchAway(interpreter, requeue: false, wait: true)
        }
        if let coroutineError = coroutine.error { throw coroutineError }
        return coroutine.result
    }

    @_optimize(none) func suspend(_ interpreter: Interpreter) throws {
        try switchAway(interpreter, requeue: false, wait: true)
    }

    /// Ends every task: unwinds each started one and joins its host thread; those never
    /// started end with the epoch, unvisited. Called when the session is released, and when a
    /// run stops (a bound, Ctrl-C, `--timeout`, a trap or error, too many tasks), which ends
    /// its tasks as it would end a compiled program's (`ScriptSession.runOnThisThread`).
    @_optimize(none) func abandonAll() {
        epoch += 1
        isEndingTasks = true
        defer { isEndingTasks = false }
        for coroutine in live.values where !coroutine.finished {
            coroutine.abandoned = true
            coroutine.semaphore.signal()
            coroutine.exited.wait()
        }
        live = [:]
        // Moved, not copied: a storm's queue is a million entries.
        if ended.isEmpty { swap(&ended, &ready) } else { ended.append(contentsOf: ready) }
        ready = []
        sleepers = []
        observationWaiters = [:]
        current = main
        runningThreads = 0
        for thread in threads { while !thread.isFinished { usleep(20) } }
        threads = []
    }
}

extension TaskScheduler {
    /// Frees the never-started tasks the last stop ended (before the next run: nothing runs).
    @_optimize(none) func releaseEnded() {
        guard !ended.isEmpty else { return }
        isEndingTasks = true
        ended = []
        isEndingTasks = false
    }
}

/// What a coroutine's thread needs; weak, so the thread never ends its scheduler's life.
final class CoroutineWork {
    weak var scheduler: TaskScheduler?
    private let interpreterLink: InterpreterLink
    var interpreter: Interpreter? { interpreterLink.interpreter }
    let coroutine: Coroutine
    var body: (() throws -> Value)?
    @_optimize(none) init(
        scheduler: TaskScheduler, coroutine: Coroutine, interpreter: Interpreter, body: @escaping () throws -> Value
    ) {
        self.scheduler = scheduler
        self.coroutine = coroutine
        self.interpreterLink = interpreter.link
        self.body = body
    }
}

/// A script-side `Task` handle.
final class TaskBox {
    let coroutine: Coroutine
    @_optimize(none) init(_ coroutine: Coroutine) { self.coroutine = coroutine }
}

/// A script-side `Observations` sequence and its iterator state.
final class ObservationsBox {
    let closure: Value
    let untilFinished: Bool
    var started = false
    var changed = false
    var finished = false
    var waiter: Coroutine?
    @_optimize(none) init(closure: Value, untilFinished: Bool) {
        self.closure = closure
        self.untilFinished = untilFinished
    }
}

extension TaskRuntime {
    @_optimize(none) func spawnTask(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        guard let last = args.last else {
            throw ScriptError.cannotRun("a 'Task' without its operation closure", at: pos)
        }
        let body = try interpreter.evaluate(last.value, in: env)
        let coroutine = interpreter.scheduler.spawn(interpreter) { [unowned interpreter] in
            try interpreter.callValue(body, [], labels: [], pos: pos)
        }
        return .native(NativeBox(TaskBox(coroutine), typeName: "Task"))
    }

    /// The prelude's `CancellationError()`, thrown.
    @_optimize(none) func cancellationError(pos: SourcePos) throws -> ThrownValue {
        ThrownValue(value: try interpreter.preludeValue("CancellationError", [], labels: [], pos: pos), pos: pos)
    }

    @_optimize(none) func taskStatic(
        _ name: String, _ args: [Argument], _ values: [Value], in env: Environment, pos: SourcePos
    ) throws -> Value {
        switch name {
        case "sleep":
            var milliseconds: Double = 0
            if case .native(let box)? = values.first, let duration = box.object as? DurationBox {
                milliseconds = duration.milliseconds
            } else if args.first?.label == "nanoseconds", let amount = values.first.flatMap(interpreter.asDouble) {
                milliseconds = amount / 1_000_000
            } else if args.first?.label == "seconds", let amount = values.first.flatMap(interpreter.asDouble) {
                milliseconds = amount * 1000
            } else if args.first?.label == "milliseconds", let amount = values.first.flatMap(interpreter.asDouble) {
                milliseconds = amount
            }
            // `Task.sleep(nanoseconds:)`, `(for:)`: a cancelled task's sleep ends at once, throwing.
            let throwing =
                values.first.map { if case .native = $0 { true } else { false } } == true
                || args.first?.label == "nanoseconds"
            if throwing, interpreter.scheduler.currentIsCancelled { throw try cancellationError(pos: pos) }
            try interpreter.scheduler.sleep(interpreter, milliseconds: milliseconds)
            if throwing, interpreter.scheduler.currentIsCancelled { throw try cancellationError(pos: pos) }
            return .void
        case "yield":
            try interpreter.scheduler.yield(interpreter)
            return .void
        case "detached":
            return try spawnTask(args, in: env, pos: pos)
        case "checkCancellation":
            if interpreter.scheduler.currentIsCancelled { throw try cancellationError(pos: pos) }
            return .void
        default:
            throw ScriptError.cannotRun(member: name, of: "Task.Type", at: pos)
        }
    }

    @_optimize(none) func makeObservations(
        _ args: [Argument], in env: Environment, pos: SourcePos, untilFinished: Bool = false
    ) throws -> Value {
        guard let first = args.first else {
            throw ScriptError.cannotRun("'Observations' without its closure", at: pos)
        }
        let closure = try interpreter.evaluate(first.value, in: env)
        return .native(
            NativeBox(ObservationsBox(closure: closure, untilFinished: untilFinished), typeName: "Observations"))
    }

    /// One step of an Observations iterator: the current value first, then (after waiting
    /// for a change) the value once the changing task has moved on.
    @_optimize(none) func nextObservation(_ observations: ObservationsBox, pos: SourcePos) throws -> Value? {
        if observations.finished || interpreter.scheduler.currentIsCancelled { return nil }
        if observations.started && !observations.changed {
            observations.waiter = interpreter.scheduler.current
            interpreter.scheduler.observationWaiters[ObjectIdentifier(observations)] = interpreter.scheduler.current
            try interpreter.scheduler.suspend(interpreter)
            interpreter.scheduler.observationWaiters[ObjectIdentifier(observations)] = nil
            // A cancelled task's iteration ends (Observations checks Task.isCancelled).
            if interpreter.scheduler.currentIsCancelled {
                observations.finished = true
                return nil
            }
        }
        observations.started = true
        observations.changed = false
        var thrown: Error? = nil
        let handler = UncheckedSendable(value: (WeakInterpreter(interpreter), observations))
        let value = ObservationRuntime.withObservationTracking(
            { [interpreter] () -> Value in
                do { return try interpreter.callValue(observations.closure, [], labels: [], pos: pos) } catch {
                    thrown = error
                    return .void
                }
            },
            onChange: { @Sendable in
                let (weak, box) = handler.value
                guard let interpreter = weak.interpreter else { return }
                box.changed = true
                if let waiter = box.waiter {
                    box.waiter = nil
                    interpreter.scheduler.observationWaiters[ObjectIdentifier(box)] = nil
                    interpreter.scheduler.makeReady(waiter)
                }
            })
        if let thrown {
            if thrown is ThrownValue {
                observations.finished = true
                return nil
            }
            throw thrown
        }
        if observations.untilFinished {
            if case .enumValue(let enumValue) = value, enumValue.caseName == "finish" {
                observations.finished = true
                return nil
            }
            if case .enumValue(let enumValue) = value, enumValue.caseName == "next",
                let element = enumValue.payload.first
            {
                return element
            }
        }
        return value
    }

    @_optimize(none) func executeForAwait(
        _ pattern: Pattern, _ sequence: Expr, _ body: [Stmt], in env: Environment, pos: SourcePos
    ) throws -> Flow {
        let seq = try interpreter.evaluate(sequence, in: env)
        if let type = interpreter.typeInfo(of: seq), type.isScriptAsyncSequence {
            return try iterateAsyncSequence(seq, pos: pos) { element in
                let scope = Environment(parent: env)
                guard try interpreter.bindPattern(pattern, element, in: scope) else { return .normal }
                return try interpreter.execute(body, in: scope)
            }
        }
        if case .native(let box) = seq, box.object is AsyncStreamBox || box.object is TaskGroupBox {
            return try iterateAsyncSequence(seq, pos: pos) { element in
                let scope = Environment(parent: env)
                guard try interpreter.bindPattern(pattern, element, in: scope) else { return .normal }
                return try interpreter.execute(body, in: scope)
            }
        }
        guard case .native(let box) = seq, let observations = box.object as? ObservationsBox else {
            // An ordinary sequence iterated with `for await`.
            return try interpreter.iterate(seq, pos: pos) { element in
                let scope = Environment(parent: env)
                guard try interpreter.bindPattern(pattern, element, in: scope) else { return .normal }
                return try interpreter.execute(body, in: scope)
            }
        }
        while true {
            try interpreter.tick(pos)
            guard let value = try nextObservation(observations, pos: pos) else { return .normal }
            let scope = Environment(parent: env)
            guard try interpreter.bindPattern(pattern, value, in: scope) else { continue }
            let flow = try interpreter.execute(body, in: scope)
            switch flow {
            case .breakLoop(nil): return .normal
            case .normal, .continueLoop(nil): continue
            default: return flow
            }
        }
    }
}
