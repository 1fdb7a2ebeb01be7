// A generic program type's value prints its generic arguments (`Box<Any>(value: 1)`,
// `main.Stack<Swift.Int>(items: [])`), which Swift knows statically and a value does not carry:
// read from its fields they are the fields' dynamic types (`Box<Int>` for a `Box<Any>` holding 1,
// nothing for an empty `Stack<Int>`). Lowering marks each construction whose static type it knows
// exactly with that type (`CastKind.genericInstance`); the run keeps its arguments on the value.

extension TypedLowering {
    /// The static type of `call` (lowered: typing the written call first would leave its less exact
    /// type in the typer's memo) when it constructs a generic program struct or class and the type's
    /// arguments are concrete: written at the call (`Stack<Int>()`), else the context's
    /// (`let d: Box<Any> = Box(value: "s")`), else what the arguments bind (`Box(value: 1)`).
    mutating func genericInstanceType(of call: Expr, expected: StaticType?) -> TypeRef? {
        guard case .call(let callee, _) = call.kind else { return nil }
        let name: String
        var written: [TypeRef] = []
        var named = callee
        if case .member(let base, "init") = callee.kind { named = base }  // `Box<Int>.init(value: 1)`
        switch named.kind {
        case .identifier(let identifier) where typer.scopes.lookup(identifier) == nil: name = identifier
        case .typeExpr(.named(let typeName, let arguments)):
            name = typeName
            written = arguments
        case .implicitMember("init"):  // `let b: Box<Int> = .init(value: 1)`: the context's type
            guard case .nominal(let typeName, _)? = expected else { return nil }
            name = typeName
        default: return nil
        }
        guard let declaration = model.types[name]?.declaration, !declaration.genericParams.isEmpty,
            declaration.kind == .structType || declaration.kind == .classType,
            typer.scopes.genericParameters[name] == nil
        else { return nil }
        let type: TypeRef?
        if !written.isEmpty {
            type = .named(name, written)
        } else if case .nominal(name, let arguments)? = expected, !arguments.isEmpty {
            type = expected?.writtenForm
        } else if case .nominal(name, let arguments) = typer.type(of: call), !arguments.isEmpty {
            type = typer.type(of: call).writtenForm
        } else {
            type = nil
        }
        guard let type, case .named(_, let arguments) = type, arguments.count == declaration.genericParams.count,
            arguments.allSatisfy(isConcrete)
        else { return nil }
        return type
    }

    /// A type the run can name without any binding: standard and program types, not a generic
    /// parameter in scope, nor a tuple or function type.
    private func isConcrete(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name, let arguments):
            guard typer.scopes.genericParameters[name] == nil, functionGenerics[name] == nil,
                typeGenerics?.names.contains(name) != true, !hiddenBoundGenerics.contains(name)
            else { return false }
            let known =
                name == "Any" || name == "AnyObject" || model.types[name] != nil
                || typer.staticType(of: .named(name, [])).isKnown
            return known && arguments.allSatisfy(isConcrete)
        case .optional(let wrapped), .array(let wrapped): return isConcrete(wrapped)
        case .dictionary(let key, let value): return isConcrete(key) && isConcrete(value)
        case .existential(let parts): return parts.count == 1 && parts.allSatisfy(isConcrete)
        default: return false
        }
    }
}
