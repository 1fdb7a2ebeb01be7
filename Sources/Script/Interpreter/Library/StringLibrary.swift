// The builtin library of text: `String` members and initializers, `String.Index` and its
// mutations, `Substring`, `split`, `Character` members. A type of its own so `Interpreter` is
// not extended by them (issue 34); the files in `Library/Strings/` extend it.

final class StringLibrary {
    /// `unowned(unsafe)`: only the interpreter holds this part, so it never outlives it, and the
    /// checked `unowned` cost a reference-count check on every hop (perf: 3% of a loop of appends).
    unowned(unsafe) let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
