// `subscript` declarations of script types: the parser turns each into a getter method
// named `subscript` and, with a setter, a mutating `subscript(set)` whose last parameter
// is the new value. Chosen by argument count and labels, as a call would be.

extension Interpreter {
    /// Runs `receiver[indices]` (or its setter) if its type declares a matching subscript;
    /// nil when it declares none.
    func callDeclaredSubscript(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?],
        pos: SourcePos
    ) throws -> Value? {
        guard let type = typeInfo(of: receiver), let decls = type.findMethod(name) else { return nil }
        guard
            let decl = decls.first(where: { $0.params.count == args.count && $0.params.map(\.label) == labels })
                ?? decls.first(where: { $0.params.count == args.count })
        else { return nil }
        let owner = definingType(of: decl, in: type)
        let selfBox = Box(receiver, isLet: receiver.isReference || !decl.modifiers.isMutating)
        let params = zip(decl.params, args).map { Box(coerce($1, to: $0.type), isLet: true) }
        let result = try invoke(
            decl, definingEnv: owner.environment, selfBox: selfBox, selfType: owner, params: params, pos: pos)
        if !receiver.isReference, decl.modifiers.isMutating { receiver = selfBox.value }
        return result
    }
}
