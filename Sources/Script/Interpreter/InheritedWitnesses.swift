// A call through a protocol (`(x as any P).greet()`, written so by lowering when the program
// has such a class chain) reaches the witness of the class that conforms: when that class
// conforms by the protocol extension's default, a subclass's own `greet()` does not override
// it (see `Semantics/ShadowedRequirements`).

import ScriptFrontEnd

extension ObjectModel {
    /// The protocol extension's `name` that `type`'s conformance to `proto` uses, when `type`
    /// (or a class between it and the conforming class) declares its own `name`; nil otherwise.
    func inheritedDefaultWitness(_ name: String, of proto: TypeInfo, for type: TypeInfo) -> [FunctionDecl]? {
        var declaredBelow = false
        var current: TypeInfo? = type
        while let candidate = current {
            if candidate.conformances.contains(proto.name) {
                var ancestor: TypeInfo? = candidate
                while let above = ancestor {
                    if above.methods[name] != nil { return nil }
                    ancestor = above.superclass
                }
                guard declaredBelow else { return nil }
                for owner in [proto] + proto.allProtocols { if let methods = owner.methods[name] { return methods } }
                return nil
            }
            if candidate.methods[name] != nil { declaredBelow = true }
            current = candidate.superclass
        }
        return nil
    }
}
