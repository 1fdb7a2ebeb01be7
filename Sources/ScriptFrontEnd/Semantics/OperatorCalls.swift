// A use of an operator the program implements with a function (`+++v`, `v---`, `a +- b`,
// `x ^^ y` for a global `func ^^`, `v **= w`) written as the call Swift makes: `V.+++(&v)`,
// `^^(x, y)`. The call then goes the way of every call (overloads, generics, `inout`). Uses the
// interpreter's own operators serve, and a type's static operator on a standard spelling (`a + b`,
// `-v`, `a == b`, found by the value when it runs), stay as they are.

package struct OperatorCalls {
    package enum Use { case prefix, postfix, infix, assignment }

    let model: DeclarationModel

    /// The call for `op` used as `use` on `operands` of static `types`; nil when the use stays
    /// an operator expression.
    package func call(_ op: String, _ use: Use, _ operands: [Expr], types: [StaticType], at pos: SourcePos) -> Expr? {
        let isStandard: Bool
        switch use {
        case .prefix: isStandard = OperatorTable.standard.prefixOperators.contains(op)
        case .postfix: isStandard = false
        case .infix, .assignment: isStandard = OperatorTable.standard.binding(ofInfix: op) != nil
        }
        // A standard spelling calls the program's global function only on operands known to be of
        // its parameters' types (`Money + Money`), never on an `Int` or a `T` it cannot see.
        let name = use == .postfix ? OperatorTable.postfixFunctionName(op) : op
        let globals = (model.functions[name] ?? []).filter {
            implements($0, use) && (!isStandard || accepts($0, types, strictly: true))
        }
        // `v += w` with the type's own `+=` runs where it is assigned (`ObjectModel.callCompoundOperator`).
        for type in types where !(isStandard && use == .assignment) {
            guard let typeName = type.nominalName else { continue }
            let statics = model.members(named: name, in: typeName).compactMap { member -> FunctionDecl? in
                guard member.isStatic, case .method(let decl) = member.kind, implements(decl, use) else { return nil }
                return decl
            }
            // `2 * price` with `Money.*(Money, Int)` beside a global `*(Int, Money)`: the global one fits.
            guard let decl = statics.first(where: { accepts($0, types) }) ?? (globals.isEmpty ? statics.first : nil)
            else { continue }
            // A standard spelling on a type's own operator runs as it always has, unless it takes `inout`
            // or the type overloads it (`Money * Int` beside `Money * Double`: the call chooses by type).
            if isStandard && !decl.params.contains(where: \.isInout) && statics.count < 2 { return nil }
            return Expr(.call(Expr(.member(typeExpr(typeName, at: pos), name), pos), arguments(decl, operands)), pos)
        }
        guard let decl = globals.first(where: { accepts($0, types) }) ?? globals.first else { return nil }
        return Expr(.call(Expr(.identifier(name), pos), arguments(decl, operands)), pos)
    }

    /// Whether an operand's type declares more than one static infix `op` (overloads by type).
    package func isOverloadedStatic(_ op: String, on types: [StaticType]) -> Bool {
        types.contains { type in type.nominalName.map { staticInfixCount(op, in: $0) > 1 } ?? false }
    }

    /// Whether any of the program's types does (before typing the operands at all).
    package func isOverloadedStaticAnywhere(_ op: String) -> Bool {
        model.types.contains { name, type in type.declaration != nil && staticInfixCount(op, in: name) > 1 }
    }

    private func staticInfixCount(_ op: String, in typeName: String) -> Int {
        model.members(named: op, in: typeName).filter { member in
            guard member.isStatic, case .method(let decl) = member.kind else { return false }
            return implements(decl, .infix)
        }.count
    }

    /// A `prefix func` for a prefix use, a `postfix func` for a postfix one, any other for infix.
    private func implements(_ decl: FunctionDecl, _ use: Use) -> Bool {
        switch use {
        case .prefix: return decl.modifiers.isPrefix && decl.params.count == 1
        case .postfix: return decl.modifiers.isPostfix && decl.params.count == 1
        case .infix, .assignment:
            return !decl.modifiers.isPrefix && !decl.modifiers.isPostfix && decl.params.count == 2
        }
    }

    /// Whether each parameter can take its operand: the same nominal type, a generic parameter,
    /// or an operand whose type is not known.
    /// `strictly`: only the same nominal type, known on both sides.
    private func accepts(_ decl: FunctionDecl, _ types: [StaticType], strictly: Bool = false) -> Bool {
        zip(decl.params, types).allSatisfy { param, type in
            guard case .named(let name, _) = param.type, let operand = type.nominalName else { return !strictly }
            return name == operand || !strictly && (decl.genericParams.contains(name) || name == "Self")
        }
    }

    /// Operands in order, each with its parameter's label (an operator function's parameters
    /// have labels only in name: the use writes none).
    private func arguments(_ decl: FunctionDecl, _ operands: [Expr]) -> [Argument] {
        zip(decl.params, operands).map { param, operand in
            Argument(label: param.label, value: param.isInout ? Expr(.inoutRef(operand), operand.pos) : operand)
        }
    }

    /// `Outer.Inner` as the expression naming the type.
    private func typeExpr(_ name: String, at pos: SourcePos) -> Expr {
        let parts = name.split(separator: ".").map(String.init)
        var expr = Expr(.identifier(parts[0]), pos)
        for part in parts.dropFirst() { expr = Expr(.member(expr, part), pos) }
        return expr
    }
}
