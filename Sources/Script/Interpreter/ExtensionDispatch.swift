// Which extension member a call reaches: protocol-extension members of program types, the
// script's extensions of builtin types and protocols (methods, subscripts, initializers), its own
// `Sequence` conformances, and overloads chosen by same-type requirements. A type of its own so
// `Interpreter` is not extended by them (issue 34).

final class ExtensionDispatch {
    unowned let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
