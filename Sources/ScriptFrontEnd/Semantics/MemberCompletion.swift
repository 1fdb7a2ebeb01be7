// REPL completion after `name.`: the members a variable's static type offers, read from the
// declaration model and the builtin table (so `xs.` offers `count`, `append`… for an array).

extension DeclarationModel {
    /// `excludingPreludeDefaults`: without the prelude's defaults for a program's own collections
    /// (`index(_:offsetBy:)` is no member of a builtin array in the workbook).
    package func instanceMemberNames(of type: StaticType, excludingPreludeDefaults: Bool = false) -> Set<String> {
        var owners = type.protocolsKnownStatically ?? type.nominalName.map { [$0] } ?? []
        var ancestor = owners.first.flatMap { superclass(of: $0) }
        while let current = ancestor, !owners.contains(current) {
            owners.append(current)
            ancestor = superclass(of: current)
        }
        owners += owners.flatMap { protocols(of: $0) }
        var names: Set<String> = []
        for owner in owners {
            for (name, members) in self.type(named: owner)?.members ?? [:]
            where members.contains(where: { !$0.isStatic })
                && !(excludingPreludeDefaults && isPreludeDefault(name, on: owner))
            {
                names.insert(name)
            }
        }
        return names
    }

    /// Members of the session variable `receiver` starting with `prefix`.
    package func completions(prefix: String, receiver: String) -> Set<String> {
        guard let type = variableTypes[receiver] else { return [] }
        return instanceMemberNames(of: type).filter { $0.hasPrefix(prefix) && $0 != "init" }
    }
}
