// `subscript` declarations of script types: the parser turns each into a getter method
// named `subscript` and, with a setter, a mutating `subscript(set)` whose last parameter
// is the new value. Chosen by argument labels and the written types of the parameters, as a
// call would be: the type's own first, then its superclasses', then its protocols'
// extensions' (`extension Container { subscript<Indices: Sequence>(indices: Indices) }`
// beside the type's own `subscript(i: Int)`).

import ScriptFrontEnd

extension ObjectModel {
    /// Runs `receiver[indices]` (or its setter) if its type declares a matching subscript;
    /// nil when it declares none.
    func callDeclaredSubscript(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?],
        pos: SourcePos
    ) throws -> Value? {
        // `static subscript` is used on the type itself: `Weekday[3]`.
        let isStatic: Bool
        if case .type(.user) = receiver { isStatic = true } else { isStatic = false }
        let type: TypeInfo
        let decls: [FunctionDecl]
        if case .type(.user(let info)) = receiver {
            guard let found = info.findStaticMethod(name) else { return nil }
            (type, decls) = (info, found)
        } else {
            guard let info = interpreter.typeInfo(of: receiver) else { return nil }
            (type, decls) = (info, Self.subscriptCandidates(of: info, name))
            if decls.isEmpty { return nil }
        }
        let isClosure = Array(repeating: false, count: args.count)
        // The labels decide; among several that take them, the first whose types fit.
        var firstBound: (FunctionDecl, [ArgumentSlot])?
        var firstFitting: (FunctionDecl, [ArgumentSlot])?
        var boundCount = 0
        for decl in decls {
            guard
                let slots = try? interpreter.bindArguments(
                    decl.params, labels: labels, isClosure: isClosure, name: name, pos: pos)
            else { continue }
            boundCount += 1
            if firstBound == nil { firstBound = (decl, slots) }
            if firstFitting == nil, argumentsFit(args, slots, decl) { firstFitting = (decl, slots) }
        }
        if firstFitting == nil, !isStatic,
            let slice = try collectionSlice(receiver, type, args, labels: labels, pos: pos)
        {
            return slice
        }
        guard let (decl, slots) = boundCount == 1 ? firstBound : firstFitting ?? firstBound else { return nil }
        let owner = isStatic ? staticOwner(of: decl, from: type) : interpreter.definingType(of: decl, in: type)
        return try invokeSubscript(decl, slots: slots, owner: owner, on: &receiver, args, pos: pos)
    }

    /// `shelf[1..<3]` where the program's collection declares no subscript taking a range:
    /// Collection's, a `Slice` checked against the collection's bounds (the prelude's `_slice`).
    private func collectionSlice(
        _ receiver: Value, _ type: TypeInfo, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value? {
        guard args.count == 1, labels == [nil], case .range(_, _, closed: false) = args[0],
            type.conforms(to: "Collection"),
            let (ext, decls) = interpreter.extensionDispatch.builtinExtensionMethods(of: receiver, named: "_slice"),
            let decl = decls.first
        else { return nil }
        return try interpreter.callFunctionDecl(decl, type: ext, self: receiver, args: args, labels: [nil], pos: pos)
    }

    /// The subscripts `name` of `type`, its superclasses' and its protocols', in that order.
    private static func subscriptCandidates(of type: TypeInfo, _ name: String) -> [FunctionDecl] {
        // Usually the type's own, as they are (nothing to gather).
        if type.superclass == nil && type.protocols.isEmpty { return type.methods[name] ?? [] }
        var decls: [FunctionDecl] = []
        var current: TypeInfo? = type
        while let owner = current {
            decls += owner.methods[name] ?? []
            current = owner.superclass
        }
        for proto in type.allProtocols { decls += proto.methods[name] ?? [] }
        return decls
    }

    /// Each argument's value can be of its parameter's type: a written concrete type is
    /// checked; a generic parameter, an associated type (`Element`, `Indices`) or a type of
    /// the program takes any.
    func argumentsFit(_ args: [Value], _ slots: [ArgumentSlot], _ decl: FunctionDecl) -> Bool {
        for (param, slot) in zip(decl.params, slots) {
            guard case .argument(let index) = slot else { continue }
            if !fits(args[index], param.type) { return false }
        }
        return true
    }

    private func fits(_ value: Value, _ type: TypeRef) -> Bool {
        switch type {
        case .named(let name, _) where Self.concreteIndexTypes.contains(name) || IntegerKind(name: name) != nil:
            return interpreter.casts.isInstance(value, of: type)
        case .array:
            if case .array = value { return true }
            return false
        case .optional(let wrapped):
            if case .optional(nil) = value { return true }
            return fits(interpreter.unwrapOptional(value), wrapped)
        default:
            return true
        }
    }

    private static let concreteIndexTypes: Set<String> = ["Int", "Double", "Float", "String", "Bool"]

    /// Runs the chosen subscript `decl` of `owner` on `receiver` with `args` bound to `slots`.
    func invokeSubscript(
        _ decl: FunctionDecl, slots: [ArgumentSlot], owner: TypeInfo, on receiver: inout Value, _ args: [Value],
        pos: SourcePos
    ) throws -> Value {
        let selfBox = Box(receiver, isLet: receiver.isReference || !decl.modifiers.isMutating)
        // Variadic indices arrive as an array and defaults are evaluated, as in a call.
        var params: [Box] = []
        for (param, slot) in zip(decl.params, slots) {
            switch slot {
            case .argument(let index):
                params.append(Box(interpreter.coerce(args[index], to: param.type), isLet: true))
            case .variadic(let indices):
                params.append(Box(.array(indices.map { interpreter.coerce(args[$0], to: param.type) }), isLet: true))
            case .defaultValue:
                let scope = Environment(parent: owner.environment)
                scope.selfBox = selfBox
                scope.selfType = owner
                let value = try interpreter.evaluate(param.defaultValue!, in: scope, expected: param.type)
                params.append(Box(interpreter.coerce(value, to: param.type), isLet: true))
            }
        }
        let result = try interpreter.invoke(
            decl, definingEnv: owner.environment, selfBox: selfBox, selfType: owner, params: params, pos: pos)
        if !receiver.isReference, decl.modifiers.isMutating { receiver = selfBox.value }
        return result
    }
}
