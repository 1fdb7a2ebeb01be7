// Members a type gets from a protocol extension, where the usual lookup does not reach them.

import ScriptFrontEnd

extension ExtensionDispatch {
    /// A `mutating` extension method called on a receiver known only through the protocol
    /// (`accounts[i].deposit(1)`, `accounts: [any Account]`): Semantics/TypedLowering wrote the
    /// receiver `(accounts[i] as any Account)`; the method runs on the value held in place.
    func callMutatingExtensionMethod(
        _ decl: FunctionDecl, of proto: TypeInfo, on held: Expr, slots: [ArgumentSlot], _ args: [Argument],
        in env: Environment, pos: SourcePos
    ) throws -> Value {
        var result = Value.void
        try interpreter.mutate(held, in: env, pos: pos) { receiver in
            let selfBox = Box(receiver, isLet: receiver.isReference)
            result = try self.interpreter.callScriptFunction(
                decl, definingEnv: proto.environment, selfBox: selfBox, selfType: proto, slots: slots, args: args,
                in: env, pos: pos)
            if !receiver.isReference { receiver = selfBox.value }
        }
        return result
    }

    /// `static var kind: String { "generic" }` in an extension of a protocol the type (or a
    /// superclass) conforms to, read as `Savings.kind`; `Self` in it is the type read through.
    func inheritedStaticComputed(_ type: TypeInfo, _ name: String) -> (VarDecl, TypeInfo)? {
        var candidates: [TypeInfo] = []
        var current = type.superclass
        while let superclass = current {
            candidates.append(superclass)
            current = superclass.superclass
        }
        for owner in candidates + type.allProtocols {
            if let property = owner.staticProperties[name], case .computed = property.accessors {
                return (property, owner)
            }
        }
        return nil
    }
}
