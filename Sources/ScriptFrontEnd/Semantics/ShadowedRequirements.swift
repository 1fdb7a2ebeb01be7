// A class that conforms to a protocol by the protocol extension's default keeps that default
// as its witness, and so do its subclasses: a subclass method of the same name does not
// override anything, so a call through the protocol (`any P`, `T: P`) still runs the default.
// Lowering marks such calls `(x as any P).name()`; the interpreter then asks the value's class
// for its witness (`Interpreter.inheritedDefaultWitness`).

extension DeclarationModel {
    /// The protocol among `protocols` whose requirement `name` (a non-mutating method or a
    /// read-only computed property with a default in an extension) some subclass in the program redeclares below a class that
    /// conforms by the default; nil when no such class exists (the common case).
    package func requirementShadowedBySubclass(named name: String, in protocols: [String]) -> String? {
        for proto in protocols + protocols.flatMap({ self.protocols(of: $0) }) {
            guard let declaration = type(named: proto), declaration.requirements.contains(name),
                (declaration.members[name] ?? []).contains(where: { member in
                    guard member.origin == .extension else { return false }
                    switch member.kind {
                    case .method(let method): return !method.modifiers.isMutating
                    // A read-only computed property: reached through a cast, it is never assigned.
                    case .property(let property):
                        if case .computed(_, nil, _) = property.accessors { return true }
                        return false
                    default: return false
                    }
                })
            else { continue }
            if types.values.contains(where: { redeclaresDefault(name, of: proto, in: $0.name) }) { return proto }
        }
        return nil
    }

    /// Whether class `className` declares `name` while an ancestor conforms to `proto` by its default.
    private func redeclaresDefault(_ name: String, of proto: String, in className: String) -> Bool {
        guard type(named: className)?.kind == .classType, !(type(named: className)?.members[name] ?? []).isEmpty
        else { return false }
        var current = superclass(of: className)
        var seen: Set<String> = [className]
        while let ancestor = current, seen.insert(ancestor).inserted {
            if !(type(named: ancestor)?.members[name] ?? []).isEmpty { return false }
            if type(named: ancestor)?.inherited.contains(proto) ?? false { return true }
            current = superclass(of: ancestor)
        }
        return false
    }
}
