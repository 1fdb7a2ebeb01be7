// `withTaskGroup(of:)` and `withThrowingTaskGroup(of:)` on the deterministic scheduler: each
// `addTask` is a child coroutine; `next()` (and `for await` over the group) gives the results
// in the order the children finish; the group waits for every child before it returns.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): every suspension
// here is a host-thread switch, which costs far more than this code.

import ScriptFrontEnd

/// A task group's children: those not yet read by `next()`, in the order they were added.
final class TaskGroupBox {
    var pending: [Coroutine] = []
    let throwing: Bool
    @_optimize(none) init(throwing: Bool) { self.throwing = throwing }
}

extension TaskRuntime {
    /// `withTaskGroup(of: T.self) { group in … }` (also with `returning:`): the body's result,
    /// once every child has finished.
    @_optimize(none) func withTaskGroup(
        _ args: [Argument], throwing: Bool, in env: Environment, pos: SourcePos
    ) throws -> Value {
        guard let last = args.last else {
            throw ScriptError.cannotRun("a task group without its body closure", at: pos)
        }
        let body = try interpreter.evaluate(last.value, in: env)
        let group = TaskGroupBox(throwing: throwing)
        let result: Value
        do {
            result = try interpreter.callValue(
                body, [.native(NativeBox(group, typeName: "TaskGroup"))], labels: [nil], pos: pos)
        } catch {
            // A throwing body cancels the children, and still waits for them.
            for child in group.pending {
                child.isCancelled = true
                interpreter.scheduler.wakeIfWaiting(child)
            }
            try waitForAll(group, rethrowing: false)
            throw error
        }
        try waitForAll(group, rethrowing: false)
        return result
    }

    /// `addTask`, `next`, `waitForAll`, `cancelAll`, `makeAsyncIterator`; nil for other boxes.
    @_optimize(none) func taskGroupMethod(
        _ box: NativeBox, _ name: String, _ args: [Value], pos: SourcePos
    ) throws -> Value? {
        guard let group = box.object as? TaskGroupBox else { return nil }
        switch name {
        case "addTask", "addTaskUnlessCancelled":
            guard let operation = args.last else { return nil }
            let child = interpreter.scheduler.spawn(interpreter) { [unowned interpreter] in
                try interpreter.callValue(operation, [], labels: [], pos: pos)
            }
            group.pending.append(child)
            return name == "addTask" ? .void : .bool(true)
        case "next": return .optional(try nextResult(of: group))
        case "nextResult": return .optional(try nextOutcome(of: group))
        case "makeAsyncIterator": return .native(box)
        case "waitForAll":
            try waitForAll(group, rethrowing: group.throwing)
            return .void
        case "cancelAll":
            for child in group.pending {
                child.isCancelled = true
                interpreter.scheduler.wakeIfWaiting(child)
            }
            return .void
        default: return nil
        }
    }

    /// `group.nextResult()`: the next child's value or error as the prelude's `Result`
    /// (`.success(v)`, `.failure(e)`), nil when none is left; an error that is no thrown value
    /// (a trap, a stop) still ends the run.
    @_optimize(none) func nextOutcome(of group: TaskGroupBox) throws -> Value? {
        guard let result = interpreter.lookupTypeByPath("Result", in: interpreter.globals) else { return nil }
        func outcome(_ caseName: String, _ payload: Value) -> Value {
            .enumValue(EnumValue(type: result, caseName: caseName, payload: [payload], labels: [nil]))
        }
        do {
            return try nextResult(of: group).map { outcome("success", $0) }
        } catch let thrown as ThrownValue {
            return outcome("failure", thrown.value)
        }
    }

    /// The result of the first child to finish (a child's error is thrown here), or nil when none is left.
    @_optimize(none) func nextResult(of group: TaskGroupBox) throws -> Value? {
        while !group.pending.isEmpty {
            if let index = group.pending.firstIndex(where: \.finished) {
                let child = group.pending.remove(at: index)
                if let error = child.error { throw error }
                return child.result
            }
            // Wait until one of them finishes; it makes this task ready again.
            let me = interpreter.scheduler.current
            for child in group.pending { child.waiters.append(me) }
            try interpreter.scheduler.suspend(interpreter)
            for child in group.pending { child.waiters.removeAll { $0 === me } }
        }
        return nil
    }

    @_optimize(none) private func waitForAll(_ group: TaskGroupBox, rethrowing: Bool) throws {
        while true {
            do {
                guard try nextResult(of: group) != nil else { return }
            } catch {
                if rethrowing { throw error }
            }
        }
    }
}
