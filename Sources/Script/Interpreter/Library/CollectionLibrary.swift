// The builtin library of collections: `Array` mutating methods, partition, slices and split,
// `Set` and `Dictionary` methods, collection properties and initializers, `zip`. A type of its
// own so `Interpreter` is not extended by them (issue 34); the files in `Library/Collections/`
// extend it.

final class CollectionLibrary {
    /// `unowned(unsafe)`: only the interpreter holds this part, so it never outlives it, and the
    /// checked `unowned` cost a reference-count check on every hop (perf: 3% of a loop of appends).
    unowned(unsafe) let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
