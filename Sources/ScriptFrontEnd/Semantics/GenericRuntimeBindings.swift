// A generic function's parameter that its body uses as a type (`xs.reduce(0, +)` over `[T]`,
// `T.zero`, `"\(T.self)"`) stands for the type each call binds, which Swift knows statically and
// the interpreter does not. Lowering passes it: the function gets a hidden metatype parameter per
// such generic parameter (`#T: T.Type`, a label no program can write) and every call passes the
// type its arguments bind (`sum([1.5, 2])` passes `Double.self`), so the run binds `T` exactly
// (`bindGenericParameters`); a literal of `T` becomes a cast the run types by that binding. A call
// whose binding lowering cannot tell, or a use of the function as a value (no call to pass it),
// is refused before the program runs (issue 34: never approximated).

/// What one function's body asks of its generic parameters, found by lowering it once.
package struct GenericParameterNeeds {
    /// Where a literal is typed by the parameter (`0` in `xs.reduce(0, +)` over `[T]`).
    var literalUses: [String: SourcePos] = [:]
    /// Where the parameter is used as a type value (`T.self`, `T.zero`, `.zero` of `T`).
    var valueUses: [String: SourcePos] = [:]

    var isEmpty: Bool { literalUses.isEmpty && valueUses.isEmpty }

    /// The first use of each kind is the one a refusal names.
    mutating func noteLiteralUse(_ name: String, at pos: SourcePos) {
        if literalUses[name] == nil { literalUses[name] = pos }
    }

    mutating func noteValueUse(_ name: String, at pos: SourcePos) {
        if valueUses[name] == nil { valueUses[name] = pos }
    }

    /// These needs with `name` passed on to a call that takes it (and types literals by it).
    func noting(_ name: String, literal: Bool, at pos: SourcePos) -> GenericParameterNeeds {
        var needs = self
        needs.noteValueUse(name, at: pos)
        if literal { needs.noteLiteralUse(name, at: pos) }
        return needs
    }
}

/// The per-function findings lowering keeps, and the pieces it writes.
struct GenericRuntimeBindings {
    /// Keyed by the declaration; a function lowered for its needs is in `inProgress` meanwhile
    /// (a recursive call finds no needs yet, and is judged when the real lowering meets it).
    private(set) var needs: [ObjectIdentifier: GenericParameterNeeds] = [:]
    var inProgress: Set<ObjectIdentifier> = []

    func needs(of function: FunctionDecl) -> GenericParameterNeeds? { needs[ObjectIdentifier(function)] }

    mutating func record(_ found: GenericParameterNeeds, for function: FunctionDecl) {
        needs[ObjectIdentifier(function)] = found
    }

    /// Takes what a copy found of other functions (a function's needs do not depend on who asks).
    mutating func absorb(_ other: GenericRuntimeBindings, except function: FunctionDecl? = nil) {
        let skipped = function.map(ObjectIdentifier.init)
        for (key, found) in other.needs where key != skipped && needs[key] == nil { needs[key] = found }
    }

    /// `var total: Element { reduce(0, +) }` as the method `total#get() -> Element` with the same body
    /// (`#` keeps the name out of any program's reach): for a read-only, written-type instance
    /// property; not `description`, which printing reads by its name.
    static func getterMethod(of variable: VarDecl) -> FunctionDecl? {
        guard case .computed(let get, nil, _) = variable.accessors, let type = variable.type,
            !variable.modifiers.isStatic, !variable.modifiers.isOverride, variable.attributes.isEmpty,
            variable.name != "description", variable.name != "debugDescription"
        else { return nil }
        return FunctionDecl(
            name: variable.name + "#get", params: [], returnType: type, body: get, modifiers: Modifiers(),
            attributes: [], genericParams: [], isThrowing: false, isAsync: false, isFailable: false, pos: variable.pos)
    }

    /// The label of the hidden argument that passes `name`: `#` keeps it out of any program's reach.
    static func hiddenLabel(_ name: String) -> String { "#" + name }

    /// The types a literal of a generic parameter may be bound to: the standard numeric types,
    /// which the run converts an integer or float literal to exactly.
    static let literalBindings: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]

    /// The hidden parameter that receives `name`'s binding (`#T: T.Type`), first, so a default
    /// value of type `T` is evaluated with `T` bound.
    static func hiddenParameter(_ name: String) -> Param {
        Param(
            label: hiddenLabel(name), name: hiddenLabel(name), type: .named(name + ".Type", []), defaultValue: nil,
            isInout: false, isVariadic: false, isAutoclosure: false)
    }

    /// The hidden argument a call passes: the bound type as a type value (`Double.self`).
    static func hiddenArgument(_ name: String, bound type: TypeRef, at pos: SourcePos) -> Argument {
        Argument(label: hiddenLabel(name), value: Expr(.typeExpr(type), pos))
    }

    private static let why = " (UNSUPPORTED.md lists what it does not run)"

    static func unknownBindingRefusal(
        _ name: String, of function: String, onReceiver: Bool = false, at pos: SourcePos
    ) -> ScriptError {
        let what = onReceiver ? "the value it is called on" : "the argument"
        return ScriptError.compile(
            "this call of '\(function)', whose body uses its generic parameter '\(name)' as a type, binds '\(name)'"
                + " to a type the workbook cannot tell here; give \(what) a written type (such as"
                + " '[Double]') so the interpreter knows what '\(name)' stands for" + why,
            at: pos)
    }

    static func forwardedBindingRefusal(_ name: String, of function: String, at pos: SourcePos) -> ScriptError {
        ScriptError.compile(
            "a generic function passing a type built from its own generic parameter (such as '[T]') on as '\(name)'"
                + " of '\(function)', whose body uses '\(name)' as a type, is not supported in the workbook: the"
                + " interpreter passes on only a generic parameter itself, or a type written at the call" + why,
            at: pos)
    }

    static func nonNumericLiteralRefusal(
        _ name: String, bound type: String, of function: String, at pos: SourcePos
    ) -> ScriptError {
        ScriptError.compile(
            "a literal of the generic parameter '\(name)' of '\(function)', here '\(type)', is not supported in the"
                + " workbook: the interpreter types such a literal only as a standard number type" + why,
            at: pos)
    }

    static func keyPathRefusal(_ property: String, at pos: SourcePos) -> ScriptError {
        ScriptError.compile(
            "a key path to '\(property)', a computed property whose getter uses its type's generic parameter as a"
                + " type, is not supported in the workbook: write a closure (`{ $0.\(property) }`), so the"
                + " interpreter knows the type each read passes" + why,
            at: pos)
    }

    static func valueRefusal(_ function: String, at pos: SourcePos) -> ScriptError {
        ScriptError.compile(
            "the generic function '\(function)', whose body uses a generic parameter as a type, used as a value"
                + " is not supported in the workbook: call it, so the interpreter knows the types it binds" + why,
            at: pos)
    }
}
