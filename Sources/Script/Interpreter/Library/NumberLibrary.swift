// The builtin library of numbers: conversions and members of the sized integers and `Float`,
// `Int`/`Double` members, integer and scalar initializers, rounding rules, the numeric globals.
// A type of its own so `Interpreter` is not extended by them (issue 34); the files in
// `Library/Numbers/` extend it. The operators themselves are `NumericOperators` (static).

final class NumberLibrary {
    /// `unowned(unsafe)`: only the interpreter holds this part, so it never outlives it, and the
    /// checked `unowned` cost a reference-count check on every hop (perf: 3% of a loop of appends).
    unowned(unsafe) let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
