// The builtin library of sequences: the methods arrays, strings, sets, dictionaries and ranges
// share (map, filter, reduce, joined, contains, first(where:), sorted, min, prefix, dropFirst …)
// and the sequence globals (stride, sequence). A type of its own so `Interpreter` is not
// extended by them (issue 34); the files in `Library/Sequences/` extend it.

final class SequenceLibrary {
    /// `unowned(unsafe)`: only the interpreter holds this part, so it never outlives it, and the
    /// checked `unowned` cost a reference-count check on every hop (perf: 3% of a loop of appends).
    unowned(unsafe) let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
