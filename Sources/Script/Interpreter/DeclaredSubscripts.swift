// `subscript` declarations of script types: the parser turns each into a getter method
// named `subscript` and, with a setter, a mutating `subscript(set)` whose last parameter
// is the new value. Chosen by argument count and labels, as a call would be.

import ScriptFrontEnd

extension Interpreter {
    /// Runs `receiver[indices]` (or its setter) if its type declares a matching subscript;
    /// nil when it declares none.
    func callDeclaredSubscript(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?],
        pos: SourcePos
    ) throws -> Value? {
        // `static subscript` is used on the type itself: `Weekday[3]`.
        let isStatic: Bool
        if case .type(.user) = receiver { isStatic = true } else { isStatic = false }
        let found: (TypeInfo, [FunctionDecl])?
        if case .type(.user(let info)) = receiver {
            found = info.findStaticMethod(name).map { (info, $0) }
        } else {
            found = typeInfo(of: receiver).flatMap { type in type.findMethod(name).map { (type, $0) } }
        }
        guard let (type, decls) = found else { return nil }
        let isClosure = Array(repeating: false, count: args.count)
        var chosen: (decl: FunctionDecl, slots: [ArgumentSlot])?
        for decl in decls {
            if let slots = try? bindArguments(decl.params, labels: labels, isClosure: isClosure, name: name, pos: pos) {
                chosen = (decl, slots)
                break
            }
        }
        guard let (decl, slots) = chosen else { return nil }
        let owner = isStatic ? staticOwner(of: decl, from: type) : definingType(of: decl, in: type)
        let selfBox = Box(receiver, isLet: receiver.isReference || !decl.modifiers.isMutating)
        // Variadic indices arrive as an array and defaults are evaluated, as in a call.
        var params: [Box] = []
        for (param, slot) in zip(decl.params, slots) {
            switch slot {
            case .argument(let index):
                params.append(Box(coerce(args[index], to: param.type), isLet: true))
            case .variadic(let indices):
                params.append(Box(.array(indices.map { coerce(args[$0], to: param.type) }), isLet: true))
            case .defaultValue:
                let scope = Environment(parent: owner.environment)
                scope.selfBox = selfBox
                scope.selfType = owner
                let value = try evaluate(param.defaultValue!, in: scope, expected: param.type)
                params.append(Box(coerce(value, to: param.type), isLet: true))
            }
        }
        let result = try invoke(
            decl, definingEnv: owner.environment, selfBox: selfBox, selfType: owner, params: params, pos: pos)
        if !receiver.isReference, decl.modifiers.isMutating { receiver = selfBox.value }
        return result
    }
}
