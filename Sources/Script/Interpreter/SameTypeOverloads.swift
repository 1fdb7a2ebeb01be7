// Methods that differ only by a same-type requirement (`extension Container where Item ==
// Double { func average() }` beside `extension Container { func average() where Item == Int
// }`): Swift picks the one whose requirement the receiver's static type meets. The
// interpreter reads it from the receiver: a builtin collection's elements, a type of the
// program's `typealias Item = Int`. Where neither tells (an empty array, a generic type) it
// refuses rather than guess (`Semantics/Checks/ConstrainedExtensionRules` lets only such
// overloads through).

import ScriptFrontEnd

extension ExtensionDispatch {
    /// `decls` without the overloads whose same-type requirements `receiver` does not meet.
    func meetingSameTypeRequirements(
        _ decls: [FunctionDecl], of receiver: Value, pos: SourcePos
    ) throws
        -> [FunctionDecl]
    {
        // Everyday overloads have no such requirement: counted, not gathered (no allocation).
        guard decls.count > 1 else { return decls }
        var constrained = 0
        for decl in decls where !decl.sameTypeConstraints.isEmpty { constrained += 1 }
        guard constrained > 1 else { return decls }
        var kept: [FunctionDecl] = []
        for decl in decls {
            var meets = true
            for (subject, required) in decl.sameTypeConstraints {
                guard case .named(let requiredName, let arguments) = required, arguments.isEmpty else { continue }
                guard let actual = sameTypeBinding(of: receiver, subject) else {
                    throw ScriptError.cannotRun(
                        "a call to '\(decl.name)' whose declarations differ by 'where \(subject) == …' on a receiver "
                            + "that does not show its '\(subject)' (an empty collection, or a generic type): the workbook "
                            + "cannot tell which Swift calls; give them different names",
                        at: pos)
                }
                if actual != requiredName { meets = false }
            }
            if meets { kept.append(decl) }
        }
        return kept
    }

    /// What `subject` (`Item`, `Element`) is for `receiver`: the type of a builtin collection's
    /// elements when it has some and they agree, or a program type's `typealias`.
    private func sameTypeBinding(of receiver: Value, _ subject: String) -> String? {
        let elements: [Value]
        switch receiver {
        case .array(let items), .slice(let items, _): elements = items
        case .set(let set): elements = set.elements
        default:
            guard let type = interpreter.typeInfo(of: receiver),
                case .named(let name, let arguments)? = type.typeAliases[subject],
                arguments.isEmpty
            else { return nil }
            return name
        }
        guard let first = elements.first.map({ interpreter.descriptions.typeName(of: $0) }),
            elements.allSatisfy({ interpreter.descriptions.typeName(of: $0) == first })
        else { return nil }
        return first
    }
}
