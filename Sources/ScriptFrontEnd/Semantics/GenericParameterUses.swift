// A function's generic parameter used as a type inside its body (`T.self`, `T.zero`, `T(…)`,
// `x as! T`, a literal whose type is `T`): the interpreter binds `T` at a call from the
// argument's value, and only to one of the program's own types, so whatever it cannot bind
// exactly is refused before the program runs — never approximated (issue 34).

package enum GenericParameterUses {
    /// Whether the interpreter binds `name` exactly at every call: a parameter `_ type: T.Type`
    /// names it, in a program without class hierarchies (the metatype passed is then `T`
    /// itself: no `Base.Type` can hold a subclass's); or it is constrained to a protocol of the
    /// program that only the program's structs, enums, actors and classes without subclasses
    /// conform to. The argument's value then has the type Swift binds (an existential argument
    /// is opened to its value's type).
    package static func isBoundExactly(
        _ name: String, in function: FunctionDecl, model: DeclarationModel
    ) -> Bool {
        let namesMetatype = namesMetatype(name, in: function)
        let hasSubclasses = model.types.keys.contains { model.superclass(of: $0) != nil }
        if namesMetatype && !hasSubclasses { return true }
        guard let constraint = function.genericConstraints[name] else { return false }
        let protocols = constraint.composedNames.filter {
            model.types[$0]?.declaration != nil && model.isProtocol($0)
        }
        guard !protocols.isEmpty else { return false }
        let superclasses = Set(model.types.keys.compactMap { model.superclass(of: $0) })
        for (typeName, type) in model.types where !type.isProtocol {
            guard protocols.contains(where: { model.conforms(typeName, to: $0) }) else { continue }
            let isBuiltin = model.builtins?.type(named: typeName) != nil || type.declaration == nil
            if isBuiltin || superclasses.contains(typeName) { return false }
        }
        return true
    }

    /// Whether a parameter of `function` is `name`'s metatype (`_ type: T.Type`).
    package static func namesMetatype(_ name: String, in function: FunctionDecl) -> Bool {
        function.params.contains {
            if case .named(let written, let arguments) = $0.type {
                return arguments.isEmpty && written == name + ".Type"
            }
            return false
        }
    }

    /// The generic parameters a type declaration's members see: its own (`T` of `struct Acc<T>`),
    /// or those of the type an extension extends (`Element` of `Array`, `Collection`, `Sequence`).
    package static func typeParameters(of decl: TypeDecl, model: DeclarationModel) -> [String] {
        if !decl.genericParams.isEmpty { return decl.genericParams }
        if decl.kind == .protocolType { return decl.associatedTypes }
        guard decl.kind == .extensionDecl else { return [] }
        if let own = model.types[decl.name]?.declaration?.genericParams, !own.isEmpty { return own }
        if let associated = model.types[decl.name]?.declaration?.associatedTypes, !associated.isEmpty {
            // `extension Container where Item: Numeric`: each conforming type fills `Item` in.
            return associated
        }
        return standardTypeParameters[decl.name] ?? []
    }

    /// The standard generic types and protocols a program extends, and the parameters their members see.
    static let standardTypeParameters: [String: [String]] = [
        "Array": ["Element"], "ArraySlice": ["Element"], "Set": ["Element"], "Dictionary": ["Key", "Value"],
        "Optional": ["Wrapped"], "Sequence": ["Element"], "Collection": ["Element"],
        "BidirectionalCollection": ["Element"], "RandomAccessCollection": ["Element"],
        "MutableCollection": ["Element"], "RangeReplaceableCollection": ["Element"],
    ]

    /// The generic parameters of `functionParameters` that `type` mentions (`T`, `[T]`, `T?`).
    package static func mentioned(in type: TypeRef, among functionParameters: Set<String>) -> [String] {
        switch type {
        case .named(let name, let arguments):
            let own = functionParameters.contains(name) && arguments.isEmpty ? [name] : []
            return own + arguments.flatMap { mentioned(in: $0, among: functionParameters) }
        case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner), .inoutType(let inner):
            return mentioned(in: inner, among: functionParameters)
        case .dictionary(let key, let value):
            return mentioned(in: key, among: functionParameters) + mentioned(in: value, among: functionParameters)
        case .tuple(let elements), .labeledTuple(_, let elements), .existential(let elements):
            return elements.flatMap { mentioned(in: $0, among: functionParameters) }
        case .function(let inputs, let output, _):
            return (inputs + [output]).flatMap { mentioned(in: $0, among: functionParameters) }
        }
    }

    private static let reason =
        "the interpreter does not know which type it stands for at each call"
        + " (UNSUPPORTED.md lists what it does not run)"

    package static func valueRefusal(_ name: String, at pos: SourcePos) -> ScriptError {
        ScriptError.compile(
            "the generic parameter '\(name)' used as a type value ('\(name).self', '\(name).member',"
                + " '\(name)(…)') is not supported in the workbook: \(reason)",
            at: pos)
    }

    package static func castRefusal(_ name: String, at pos: SourcePos) -> ScriptError {
        ScriptError.compile(
            "a cast to the generic parameter '\(name)' ('as? \(name)', 'as! \(name)', 'is \(name)')"
                + " is not supported in the workbook: \(reason)",
            at: pos)
    }

    package static func typeParameterRefusal(_ name: String, of type: String, at pos: SourcePos) -> ScriptError {
        ScriptError.compile(
            "the generic parameter '\(name)' of '\(type)' used as a type outside an instance method (in a static one, a"
                + " settable computed property or one a protocol requires or a subclass overrides, a subscript, an"
                + " initializer or a stored property's initial value: a literal of type"
                + " '\(name)', '\(name).zero', '\(name)(…)', '.zero' where a '\(name)' is expected) is not supported in"
                + " the workbook: a value carries no generic arguments at run time, so the interpreter does not know"
                + " which type it stands for (an empty '[Double]' holds no element to tell); make it a method"
                + " (a call passes the type: 'func total() -> \(name)'), pass the value in, or write the concrete"
                + " type ('where \(name) == Double')"
                + " (UNSUPPORTED.md lists what it does not run)",
            at: pos)
    }

    package static func associatedTypeRefusal(_ name: String, of proto: String, at pos: SourcePos) -> ScriptError {
        ScriptError.compile(
            "the associated type '\(name)' of '\(proto)' used as a type in its extension (a literal of type"
                + " '\(name)', '\(name).zero', '\(name)(…)', '.zero' where a '\(name)' is expected) is not supported in"
                + " the workbook: each conforming type fills '\(name)' in, and the interpreter does not know which one"
                + " a call reaches; pass the value in, or write the concrete type ('where \(name) == Double')"
                + " (UNSUPPORTED.md lists what it does not run)",
            at: pos)
    }

    package static func literalRefusal(_ name: String, at pos: SourcePos) -> ScriptError {
        ScriptError.compile(
            "a literal of the generic parameter type '\(name)' is not supported in the workbook; pass the"
                + " value in, or write its type (such as 'Double'): \(reason)",
            at: pos)
    }
}
