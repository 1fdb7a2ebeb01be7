// The builtin library's dispatch: global functions, builtin initializers and static members,
// the properties and methods of builtin values routed by the receiver's kind to the numbers,
// strings, collections and sequences parts, `print` and the assertions. A type of its own so
// `Interpreter` is not extended by them (issue 34); the files in `Library/Builtins/` and
// `JSON/JSONValues` extend it.

final class BuiltinLibrary {
    /// `unowned(unsafe)`: only the interpreter holds this part, so it never outlives it, and the
    /// checked `unowned` cost a reference-count check on every hop (perf: 3% of a loop of appends).
    unowned(unsafe) let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
