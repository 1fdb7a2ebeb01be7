// A call through a protocol (`(x as any P).greet()`, written so by lowering when the program
// has such a class chain) reaches the witness of the class that conforms: when that class
// conforms by the protocol extension's default, a subclass's own `greet()` does not override
// it (see `Semantics/ShadowedRequirements`).

import ScriptFrontEnd

extension ObjectModel {
    /// The protocol extension's `name` that `type`'s conformance to `proto` uses, when `type`
    /// (or a class between it and the conforming class) declares its own `name`; nil otherwise.
    func inheritedDefaultWitness(_ name: String, of proto: TypeInfo, for type: TypeInfo) -> [FunctionDecl]? {
        guard conformsByDefault(proto, for: type, declares: { $0.methods[name] != nil }) else { return nil }
        return ([proto] + proto.allProtocols).lazy.compactMap { $0.methods[name] }.first
    }

    /// The same for a property requirement: the extension's computed `name` (`var title: String { … }`).
    func inheritedDefaultPropertyWitness(_ name: String, of proto: TypeInfo, for type: TypeInfo) -> VarDecl? {
        func declares(_ type: TypeInfo) -> Bool {
            type.computedProperties[name] != nil || type.storedProperties.contains { $0.name == name }
        }
        guard conformsByDefault(proto, for: type, declares: declares) else { return nil }
        return ([proto] + proto.allProtocols).lazy.compactMap { $0.computedProperties[name] }.first
    }

    /// Whether the class that conforms to `proto` (`type` or an ancestor) declares no member that
    /// `declares` finds, in itself or above, while a class from `type` up to it does.
    private func conformsByDefault(_ proto: TypeInfo, for type: TypeInfo, declares: (TypeInfo) -> Bool) -> Bool {
        var declaredBelow = false
        var current: TypeInfo? = type
        while let candidate = current {
            if candidate.conformances.contains(proto.name) {
                var ancestor: TypeInfo? = candidate
                while let above = ancestor {
                    if declares(above) { return false }
                    ancestor = above.superclass
                }
                return declaredBelow
            }
            if declares(candidate) { declaredBelow = true }
            current = candidate.superclass
        }
        return false
    }
}
