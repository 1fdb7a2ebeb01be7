// The generic arguments lowering knows for the construction being evaluated (`Acc<Double>()`,
// `let a: Acc<Double> = Acc()`): held from the marked call's start until its type's construction
// takes them, so the value is stamped before its initial values and initializer run.

import ScriptFrontEnd

struct PendingConstruction {
    /// Where the marked call is (the construction at that place takes the arguments), and its type.
    let pos: SourcePos
    let typeName: String
    let arguments: [TypeRef]
}
