// How values and their types are named: `print` and interpolation (`Description.swift`), the
// type names in messages and `type(of:)` (`GenericTypeNames.swift`, `DynamicTypeNames.swift`).
// A type of its own so `Interpreter` is not extended by them (issue 34).

final class ValueDescriptions {
    unowned let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
