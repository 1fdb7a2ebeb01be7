// The builtin library of collections: `Array` mutating methods, partition, slices and split,
// `Set` and `Dictionary` methods, collection properties and initializers, `zip`. A type of its
// own so `Interpreter` is not extended by them (issue 34); the files in `Library/Collections/`
// extend it.

final class CollectionLibrary {
    unowned let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
