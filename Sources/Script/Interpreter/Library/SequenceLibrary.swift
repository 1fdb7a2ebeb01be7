// The builtin library of sequences: the methods arrays, strings, sets, dictionaries and ranges
// share (map, filter, reduce, joined, contains, first(where:), sorted, min, prefix, dropFirst …)
// and the sequence globals (stride, sequence). A type of its own so `Interpreter` is not
// extended by them (issue 34); the files in `Library/Sequences/` extend it.

final class SequenceLibrary {
    unowned let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
