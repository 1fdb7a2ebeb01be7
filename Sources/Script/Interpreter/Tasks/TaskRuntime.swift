// Script concurrency on the deterministic scheduler (`TaskScheduler`, which the interpreter
// holds): `Task {}` and its statics, `Observations`, task groups, `AsyncStream`, `for await`
// over each of them and over a script's own `AsyncSequence`. A part of its own so `Interpreter`
// is not extended by them (issue 34); the sibling files extend it, one concept each. Nothing here
// runs per step: `await` itself evaluates its operand in place (Evaluation.swift).

final class TaskRuntime {
    unowned let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
