// The object model of the program's types beyond plain member reads: property observers,
// struct field writes (also as disjoint inout arguments), lazy fields, synthetic enums,
// nested-type look-up and naming, inherited witnesses, `super`, declared subscripts and compound
// operators, initializer references. A type of its own so `Interpreter` is
// not extended by them (issue 34). Stored layouts are `StoredLayout` (on `TypeInfo`).

final class ObjectModel {
    /// `unowned(unsafe)`: only the interpreter holds this part, so it never outlives it, and the
    /// checked `unowned` cost a reference-count check on every hop (perf: 3% of a loop of appends).
    unowned(unsafe) let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
