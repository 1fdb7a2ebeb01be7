// A generic type whose initializers or stored properties' initial values use its parameters as
// types (`var total: T = 0`, `init(scale: Int) { factor = T(scale) }`): Swift knows `T` at each
// construction. Lowering marks every construction whose arguments it knows exactly
// (`GenericInstanceTypes`); the run stamps a marked construction's value with them *before* its
// initial values and initializer run, and binds `T` there from that record. So such a type's
// initializers and initial values are lowered with its parameters bound, and each construction of
// it whose arguments lowering cannot tell (`Box(value: x)` inside generic code, `Self()`, a
// metatype held in a variable) is refused instead, before the program runs.

extension TypedLowering {
    /// Whether `name` is a generic struct or class whose values can be stamped at construction:
    /// not in a class hierarchy (a subclass's construction would not name the base's arguments)
    /// and not decoded (`JSONDecoder` makes values without a construction to stamp).
    func bindsAtConstruction(_ name: String) -> Bool {
        guard let declaration = model.types[name]?.declaration, !declaration.genericParams.isEmpty,
            declaration.kind == .structType || declaration.kind == .classType,
            model.superclass(of: name) == nil, !model.types.keys.contains(where: { model.superclass(of: $0) == name })
        else { return false }
        let decoded = ["Codable", "Decodable"]
        return !decoded.contains { model.conforms(name, to: $0) }
    }

    /// Lowers an initializer or a stored property of the type being declared: while methods are
    /// analyzed, notes whether it uses the type's parameters as types; afterwards, for a type that
    /// does, lowers it with them bound (the run binds them from the value's stamp).
    mutating func lowerConstructionMember<Lowered>(_ lower: (inout Self) -> Lowered) -> Lowered {
        guard let (type, names) = typeGenerics, bindsAtConstruction(type) else { return lower(&self) }
        if analyzingMethods {
            let saved = collectedNeeds
            collectedNeeds = GenericParameterNeeds()
            defer { collectedNeeds = saved }
            let lowered = lower(&self)
            if collectedNeeds?.isEmpty == false { typesBoundAtConstruction.insert(type) }
            return lowered
        }
        guard typesBoundAtConstruction.contains(type) else { return lower(&self) }
        let saved = (functionGenerics, literalTypedGenerics, typeGenerics, hiddenBoundGenerics)
        defer { (functionGenerics, literalTypedGenerics, typeGenerics, hiddenBoundGenerics) = saved }
        for name in names {
            functionGenerics[name] = true
            literalTypedGenerics.insert(name)
        }
        hiddenBoundGenerics.formUnion(names)
        typeGenerics = nil
        return lower(&self)
    }

    /// A lowered call, marked with its static type when it constructs a generic type whose
    /// arguments lowering knows (`Box<Any>(value: 1)`: the value keeps the arguments its fields
    /// cannot tell); refused when it constructs a type that needs them and they are not known.
    mutating func stampedConstruction(_ call: Expr, expected: StaticType?) -> ExprKind {
        if let type = genericInstanceType(of: call, expected: expected) { return .cast(call, type, .genericInstance) }
        refuseUnstampedConstruction(call)
        return call.kind
    }

    /// A construction of a type whose parameters are bound at construction, without the arguments
    /// lowering could tell: the run would not know `T` in its initializer.
    private mutating func refuseUnstampedConstruction(_ call: Expr) {
        guard case .call(let callee, _) = call.kind, let name = constructedTypeName(callee),
            typesBoundAtConstruction.contains(name)
        else { return }
        refusals.append(
            ScriptError.compile(
                "making a value of '\(name)' here is not supported in the workbook: its initializer or a stored property's"
                    + " initial value uses its generic parameters as types, and the workbook cannot tell which"
                    + " types they are at this construction; write them out ('\(name)<Double>(…)') or give the"
                    + " value a written type ('let x: \(name)<Double> = …') (UNSUPPORTED.md lists what it does not run)",
                at: call.pos))
    }

    /// The program type a callee constructs (`Box`, `Box<Int>`, `Box.init`, `.init` of a context's `Box`);
    /// nil for a delegation (`self.init`, `super.init`) or a call that is no construction.
    private func constructedTypeName(_ callee: Expr) -> String? {
        switch callee.kind {
        case .identifier(let name) where typer.scopes.lookup(name) == nil && model.types[name] != nil: return name
        case .identifier("Self"): return typer.scopes.selfType?.nominalName
        case .typeExpr(.named(let name, _)) where model.types[name] != nil: return name
        case .member(let base, "init"):
            switch base.kind {
            case .selfRef, .superRef: return nil
            case .identifier, .typeExpr:
                if let name = constructedTypeName(base) { return name }
            default: break
            }
            // `kind.init()`, `type(of: x).init()`: a metatype value.
            guard case .metatype(let instance) = typer.type(of: base), let name = instance.nominalName,
                model.types[name] != nil
            else { return nil }
            return name
        default: return nil
        }
    }
}
