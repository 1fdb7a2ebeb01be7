// Refuses, before anything runs, a range whose bounds the interpreter cannot hold: it makes
// ranges of `Int` (a value of its own), and of `Double`, `Float`, sized integers, `String`,
// `Character`, `String.Index` and the program's own `Comparable` types (as a pair of bounds);
// `Bool` bounds would stop the program half-way.

enum RangeBoundCheck {
    package static let unsupportedBuiltins: Set<String> = ["Bool"]

    /// The error for `lower op upper` (`...` or `..<`) when a bound's static type is certainly
    /// one the interpreter has no ranges over; nil otherwise.
    package static func refusal(
        _ op: String, left: StaticType, right: StaticType, model: DeclarationModel, at pos: SourcePos
    ) -> ScriptError? {
        guard op == "..." || op == "..<" else { return nil }
        for bound in [left, right] {
            guard case .nominal(let name, _) = bound else { continue }
            // A type the program declares (not one it only extends), unless it is Comparable:
            // its ranges are a pair of bounds compared with its own `<`.
            let declared = model.types[name]?.declaration != nil
            if unsupportedBuiltins.contains(name) || (declared && !isComparable(name, model: model)) {
                return ScriptError.compile(
                    "ranges over '\(bound)' are not supported in the workbook"
                        + " (UNSUPPORTED.md lists what it does not run)", at: pos)
            }
        }
        return nil
    }

    /// The error for a range bounded by `Int.min` or `Int.max` as the program writes them: the
    /// interpreter writes the open end of `...5`, `..<5` and `1...` that way, so such a range
    /// would print and behave as a one-sided one. The parser's own open end sits at the
    /// operator's position; a bound the program wrote does not.
    package static func extremeBoundRefusal(_ op: String, _ lhs: Expr, _ rhs: Expr, at pos: SourcePos) -> ScriptError? {
        guard op == "..." || op == "..<" else { return nil }
        for bound in [lhs, rhs] where isExtremeInt(bound, operatorAt: pos) {
            return ScriptError.compile(
                "ranges bounded by Int.min or Int.max are not supported in the workbook"
                    + " (UNSUPPORTED.md lists what it does not run)", at: bound.pos)
        }
        return nil
    }

    private static func isExtremeInt(_ bound: Expr, operatorAt pos: SourcePos) -> Bool {
        switch bound.kind {
        case .integer(let value): return (value == Int.max || value == Int.min) && bound.pos != pos
        case .member(let base, let name) where name == "max" || name == "min":
            switch base.kind {
            case .identifier("Int"): return true
            case .typeExpr(.named("Int", let arguments)): return arguments.isEmpty
            default: return false
            }
        default: return false
        }
    }

    private static func isComparable(_ name: String, model: DeclarationModel) -> Bool {
        var pending = [name]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let type = model.type(named: next) else { continue }
            if type.inherited.contains("Comparable") { return true }
            pending += type.inherited
        }
        return false
    }
}
