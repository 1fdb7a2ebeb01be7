// `[1, 2].max()! / 4 + 0.5` is 1.0 in Swift, not 0.5: an element taken out of an array literal of
// integer literals (`first!`, `[0]`, `max()!`, `reduce(0, +)`) is typed with the literal, so the
// floating-point arithmetic it meets makes the whole literal `[Double]`. Lowering writes that as a
// cast of the literal (`([1, 2] as [Double]).max()!`) where the element meets a `Double` or `Float`.

extension TypedLowering {
    /// An element of an integer-literal array: typed by what it meets, as a literal is.
    static func isLiteralArrayElement(_ expr: Expr) -> Bool {
        literalArrayReceiver(of: expr) != nil
    }

    /// `expr` with its integer-literal array typed `[element]`; nil when it takes no element of one.
    static func literalArrayElementRetyped(_ expr: Expr, as element: StaticType) -> Expr? {
        guard let receiver = literalArrayReceiver(of: expr), let written = StaticType.array(element).writtenRef else {
            return nil
        }
        return replacingReceiver(in: expr, by: Expr(.cast(receiver, written, .asType), receiver.pos))
    }

    /// `[1, 2].average` where the program declares `average` only in an `extension Array where Element:
    /// BinaryFloatingPoint` (or of `Collection`, `Sequence`): Swift types the literal `[Double]`.
    func literalArrayReceiverIsDouble(_ base: Expr, member name: String) -> Bool {
        guard NestedLiteralJoin.isIntegerLiteralArray(base) else { return false }
        let owners = ["Array", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"]
        let extensions = owners.flatMap { model.types[$0]?.extensions ?? [] }.filter { decl in
            decl.members.contains { member in
                switch member.kind {
                case .function(let function): return function.name == name
                case .variable(let variable): return variable.name == name
                default: return false
                }
            }
        }
        return !extensions.isEmpty
            && extensions.allSatisfy { $0.genericConstraints["Element"].map(Self.isFloatingConstraint) ?? false }
    }

    /// The array literal an element comes from: `L.first!`, `L.last!`, `L[i]`, `L.max()!`, `L.min()!`,
    /// `L.randomElement()!`, `L.max { … }!`, `L.first(where: { … })!`, `L.reduce(0, +)`, `L.reduce(0) { … }`.
    private static func literalArrayReceiver(of expr: Expr) -> Expr? {
        switch expr.kind {
        case .forceUnwrap(let inner):
            switch inner.kind {
            case .member(let base, "first"), .member(let base, "last"): return integerLiteralArray(base)
            case .call(let callee, let arguments):
                // `max()!`, `max { $0 < $1 }!`, `first(where: { $0 > 1 })!`
                guard case .member(let base, let name) = callee.kind,
                    arguments.isEmpty
                        ? ["max", "min", "randomElement"].contains(name)
                        : arguments.count == 1 && ["max", "min", "first", "last"].contains(name)
                            && isClosure(arguments[0].value)
                else { return nil }
                return integerLiteralArray(base)
            default: return nil
            }
        case .subscriptAccess(let base, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return integerLiteralArray(base)
        case .call(let callee, let arguments):
            guard case .member(let base, "reduce") = callee.kind, arguments.count == 2, arguments[0].label == nil,
                ExpressionTyper.isLiteralArithmetic(arguments[0].value)
            else { return nil }
            return integerLiteralArray(base)
        default: return nil
        }
    }

    private static func isClosure(_ expr: Expr) -> Bool {
        if case .closure = expr.kind { return true }
        return false
    }

    private static func integerLiteralArray(_ expr: Expr) -> Expr? {
        NestedLiteralJoin.isIntegerLiteralArray(expr) ? expr : nil
    }

    /// `expr` with the receiver `literalArrayReceiver` found replaced (the shapes it accepts).
    private static func replacingReceiver(in expr: Expr, by replacement: Expr) -> Expr {
        switch expr.kind {
        case .forceUnwrap(let inner): return Expr(.forceUnwrap(replacingReceiver(in: inner, by: replacement)), expr.pos)
        case .member(_, let name): return Expr(.member(replacement, name), expr.pos)
        case .subscriptAccess(_, let arguments): return Expr(.subscriptAccess(replacement, arguments), expr.pos)
        case .call(let callee, let arguments):
            return Expr(.call(replacingReceiver(in: callee, by: replacement), arguments), expr.pos)
        default: return expr
        }
    }
}
