// How values and their types are named: `print` and interpolation (`Description.swift`), the
// type names in messages and `type(of:)` (`GenericTypeNames.swift`, `DynamicTypeNames.swift`).
// A type of its own so `Interpreter` is not extended by them (issue 34).

final class ValueDescriptions {
    /// `unowned(unsafe)`: only the interpreter holds this part, so it never outlives it, and the
    /// checked `unowned` cost a reference-count check on every hop (perf: 3% of a loop of appends).
    unowned(unsafe) let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
