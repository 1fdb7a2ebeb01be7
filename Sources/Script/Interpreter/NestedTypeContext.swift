// A contextual type written inside another type (`func play(_ m: Move)` in `struct Game`)
// names `Game.Move`, but the argument `.init(row:col:)` is evaluated where the call is, from
// which `Move` alone finds nothing. The only nested type of that name is the one meant.

import ScriptFrontEnd

extension ObjectModel {
    /// The user type a bare name in a contextual type refers to when no global type has it:
    /// the single nested type of that name, if exactly one type declares one.
    func uniqueNestedType(named name: String) -> TypeInfo? {
        var found: [TypeInfo] = []
        func visit(_ type: TypeInfo, depth: Int) {
            guard depth < 8 else { return }
            for nested in type.nestedTypes.values {
                if nested.name == name || nested.name.hasSuffix(".\(name)") {
                    if !found.contains(where: { $0 === nested }) { found.append(nested) }
                }
                visit(nested, depth: depth + 1)
            }
        }
        for type in interpreter.globals.types.values { visit(type, depth: 0) }
        return found.count == 1 ? found[0] : nil
    }
}

extension ObjectModel {
    /// A type's name as `typeValue(for:)` finds it from the top level (`Game.Move` for a nested
    /// one): the type an implicit-member argument is evaluated as (`evaluateBuiltinMethodArguments`).
    func qualifiedName(of type: TypeInfo) -> String {
        if interpreter.lookupTypeByPath(type.name, in: interpreter.globals) === type { return type.name }
        for outer in interpreter.globals.types.values {
            if let path = path(to: type, from: outer, prefix: outer.name) { return path }
        }
        return type.name
    }

    private func path(to target: TypeInfo, from outer: TypeInfo, prefix: String) -> String? {
        for (name, nested) in outer.nestedTypes {
            if nested === target { return prefix + "." + name }
            if let found = path(to: target, from: nested, prefix: prefix + "." + name) { return found }
        }
        return nil
    }

    /// `Weekday.friday`: a case of a script enum named through its type.
    func isEnumCase(_ typeExpr: Expr, _ name: String, in env: Environment) -> Bool {
        guard case .user(let info)? = try? interpreter.staticBase(typeExpr, in: env) else { return false }
        return info.cases[name] != nil
    }
}
