// The instance members `BuiltinSignatures` declares, by type and name: the keys of the
// interpreter's builtin member table (`Interpreter/Library/Builtins/BuiltinMemberTable`), so that
// what the type checks trust and what runs are one list. The overloads of a name share a key
// (`sorted()` and `sorted(by:)`); their implementation tells them apart by their labels.

extension BuiltinSignatures {
    /// Type name → the names of its instance properties and methods.
    package static let instanceMembers: [String: Set<String>] = {
        var members: [String: Set<String>] = [:]
        for (typeName, type) in model.types where !type.isProtocol {
            for (name, declarations) in type.members
            where declarations.contains(where: { declaration in
                guard !declaration.isStatic else { return false }
                switch declaration.kind {
                case .property, .method: return true
                default: return false
                }
            }) {
                members[typeName, default: []].insert(name)
            }
        }
        return members
    }()
}
