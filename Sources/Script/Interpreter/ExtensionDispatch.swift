// Which extension member a call reaches: protocol-extension members of program types, the
// script's extensions of builtin types and protocols (methods, subscripts, initializers), its own
// `Sequence` conformances, and overloads chosen by same-type requirements. A type of its own so
// `Interpreter` is not extended by them (issue 34).

final class ExtensionDispatch {
    /// `unowned(unsafe)`: only the interpreter holds this part, so it never outlives it, and the
    /// checked `unowned` cost a reference-count check on every hop (perf: 3% of a loop of appends).
    unowned(unsafe) let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
