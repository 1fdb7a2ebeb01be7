// The builtin library of text: `String` members and initializers, `String.Index` and its
// mutations, `Substring`, `split`, `Character` members. A type of its own so `Interpreter` is
// not extended by them (issue 34); the files in `Library/Strings/` extend it.

final class StringLibrary {
    unowned let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
