// `Unicode.Scalar(65)` is failable in Swift where nothing asks otherwise (`let u = UnicodeScalar(66)`
// is a `Unicode.Scalar?`: the `UInt32` initializer), but `Character(UnicodeScalar(65))` and
// `String(UnicodeScalar(65))` need a scalar, so swiftc picks the `UInt8` initializer, which cannot
// fail. Lowering writes that choice (`UnicodeScalar(UInt8(65))`) for the interpreter to run.

extension TypedLowering {
    /// The arguments of `Character(…)`/`String(…)` with a scalar made from an integer literal made
    /// from a `UInt8` instead; nil when the call is not one.
    func nonFailableScalarArguments(_ callee: Expr, _ arguments: [Argument]) -> [Argument]? {
        guard case .identifier(let name) = callee.kind, name == "Character" || name == "String",
            typer.scopes.lookup(name) == nil, model.types[name]?.declaration == nil,
            arguments.count == 1, arguments[0].label == nil,
            case .call(let scalar, let scalarArguments) = arguments[0].value.kind, Self.namesUnicodeScalar(scalar),
            scalarArguments.count == 1, scalarArguments[0].label == nil,
            case .integer(let value) = scalarArguments[0].value.kind, (0...255).contains(value)
        else { return nil }
        let literal = scalarArguments[0].value
        let byte = Expr(
            .call(Expr(.identifier("UInt8"), literal.pos), [Argument(label: nil, value: literal)]), literal.pos)
        let made = Expr(.call(scalar, [Argument(label: nil, value: byte)]), arguments[0].value.pos)
        return [Argument(label: nil, value: made)]
    }

    private static func namesUnicodeScalar(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier("UnicodeScalar"): return true
        case .typeExpr(.named(let name, let arguments)):
            return arguments.isEmpty && (name == "Unicode.Scalar" || name == "UnicodeScalar")
        case .member(let base, "Scalar"):
            if case .identifier("Unicode") = base.kind { return true }
            return false
        default: return false
        }
    }
}
