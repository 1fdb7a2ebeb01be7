// A property wrapper on a variable, expanded where it is parsed, as SE-0258 defines it:
// `@W(a) var x: T = v` becomes a stored `_x = W(wrappedValue: v, a)` (`W(a)` without a value)
// and a computed `x` that reads and writes `_x.wrappedValue`, and a computed `$x` that reads
// `_x.projectedValue`. Everything after parsing then sees ordinary declarations, in a type or a
// function, in a file or a REPL entry (a later entry reads `box.$x` as any other member).

extension Parser {
    /// The custom attributes of a declaration: the ones that can only be property wrappers.
    static func wrapperAttributes(_ attributes: [Attribute]) -> [Attribute] {
        attributes.filter { $0.name.first?.isUppercase == true && !BuiltinNames.attributes.contains($0.name) }
    }

    /// `_x` and `x` for `@W var x`, or the refusal of what the expansion does not model.
    mutating func expandWrappedVariable(_ decl: VarDecl, wrappers: [Attribute]) throws -> [Stmt] {
        let wrapper = wrappers[0]
        let pos = decl.pos
        if wrappers.count > 1 {
            throw ScriptError.compile(
                "composition of property wrappers ('@\(wrappers[0].name) @\(wrappers[1].name)') is not supported in the workbook",
                at: wrappers[1].pos)
        }
        if decl.isLet {
            throw ScriptError.compile("property wrapper can only be applied to a 'var'", at: wrapper.pos)
        }
        if decl.tupleNames != nil {
            throw ScriptError.compile("property wrapper can only apply to a single variable", at: wrapper.pos)
        }
        switch decl.accessors {
        case .none: break
        case .computed:
            throw ScriptError.compile(
                "property wrapper cannot be applied to a computed property", at: wrapper.pos)
        case .observed:
            throw ScriptError.compile(
                "'willSet'/'didSet' on a property with a wrapper are not supported in the workbook", at: pos)
        }
        let modifiers = decl.modifiers
        if modifiers.isStatic || modifiers.isLazy || modifiers.isWeak || modifiers.isUnowned {
            throw ScriptError.compile(
                "a static, lazy, weak or unowned property with a wrapper is not supported in the workbook",
                at: wrapper.pos)
        }
        // The wrapper's initializer: `wrappedValue:` first, then the attribute's own arguments.
        let callee =
            wrapper.genericArguments.map { Expr(.typeExpr(.named(wrapper.name, $0)), wrapper.pos) }
            ?? Expr(.identifier(wrapper.name), wrapper.pos)
        var arguments = wrapper.callArguments ?? []
        if var value = decl.initializer {
            // `@Logged var total: Double = 0`: the value has the written type (`0 as Double`).
            if let type = decl.type { value = Expr(.cast(value, type, .asType), value.pos) }
            arguments.insert(Argument(label: "wrappedValue", value: value), at: 0)
        }
        let storageName = "_" + decl.name
        var storageModifiers = Modifiers()
        storageModifiers.isPrivate = true
        let storage = VarDecl(
            isLet: false, name: storageName, tupleNames: nil,
            type: wrapper.genericArguments.map { .named(wrapper.name, $0) },
            initializer: Expr(.call(callee, arguments), wrapper.pos), accessors: .none,
            modifiers: storageModifiers, attributes: [], pos: pos)
        storage.wrapperStorageFor = decl.name
        if wrapper.genericArguments == nil { storage.wrappedType = decl.type }
        let wrapped = Expr(.member(Expr(.identifier(storageName), pos), "wrappedValue"), pos)
        let getter = [Stmt(.returnStmt(wrapped), pos)]
        let setter = [Stmt(.expr(Expr(.assign("=", wrapped, Expr(.identifier("newValue"), pos)), pos)), pos)]
        let property = VarDecl(
            isLet: false, name: decl.name, tupleNames: nil, type: decl.type, initializer: nil,
            accessors: .computed(get: getter, set: setter, setterName: "newValue"), modifiers: modifiers,
            attributes: decl.attributes.filter { $0.name != wrapper.name }, pos: pos)
        // `$x`, read-only: only evaluated when read, so a wrapper without a projection costs
        // nothing (swiftc has rejected a `$x` it does not have).
        let projection = VarDecl(
            isLet: false, name: "$" + decl.name, tupleNames: nil, type: nil, initializer: nil,
            accessors: .computed(
                get: [
                    Stmt(.returnStmt(Expr(.member(Expr(.identifier(storageName), pos), "projectedValue"), pos)), pos)
                ],
                set: nil, setterName: "newValue"),
            modifiers: modifiers, attributes: [], pos: pos)
        return [Stmt(.variable(storage), pos), Stmt(.variable(property), pos), Stmt(.variable(projection), pos)]
    }
}
