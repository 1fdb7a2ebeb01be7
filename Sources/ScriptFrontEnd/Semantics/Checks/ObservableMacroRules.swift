// What the @Observable macro's expansion rejects in a class's stored properties, checked
// before anything runs (swiftc's first error, which it reports inside the expansion).

struct ObservableMacroRules {
    /// The program's extensions by type name: a computed `_name` in one clashes too.
    let extensions: [String: [TypeDecl]]

    func check(_ decl: TypeDecl) throws {
        guard decl.kind == .classType, decl.hasAttribute("Observable") else { return }
        let ownVariables = decl.members.compactMap { member -> VarDecl? in
            if case .variable(let variable) = member.kind { return variable } else { return nil }
        }
        let extensionVariables = (extensions[decl.name] ?? []).flatMap { ext in
            ext.members.compactMap { member -> VarDecl? in
                if case .variable(let variable) = member.kind { return variable } else { return nil }
            }
        }
        let stored = ownVariables.filter { variable in
            // An overriding `didSet` adds observers to an inherited property: it stores nothing.
            if variable.modifiers.isOverride, case .observed = variable.accessors { return false }
            return variable.isStored && !variable.modifiers.isStatic
        }
        let computed = (ownVariables + extensionVariables).filter { variable in
            if case .computed = variable.accessors { return !variable.modifiers.isStatic } else { return false }
        }
        for property in stored {
            if property.isLet || property.hasAttribute("ObservationIgnored") { continue }
            if property.hasAttribute("Published") {
                // The wrapper's storage `_name` and the macro's clash (swiftc's first error).
                throw ScriptError.compile(
                    "invalid redeclaration of synthesized property '_\(property.name)'", at: property.pos)
            }
            if property.modifiers.isLazy {
                throw ScriptError.compile(
                    "'lazy' cannot be used on a computed property; @Observable turns stored properties into computed ones, so mark '\(property.name)' @ObservationIgnored or drop 'lazy'",
                    at: property.pos)
            }
            let storage = "_" + property.name
            if let clash = stored.first(where: { $0.name == storage }) ?? computed.first(where: { $0.name == storage })
            {
                // The macro stores `name` in `_name`. swiftc's first error on the learner's file
                // is on the later `_name`; declared before, on the property the macro expands.
                let later = (clash.pos.line, clash.pos.column) > (property.pos.line, property.pos.column)
                throw ScriptError.compile("invalid redeclaration of '\(storage)'", at: later ? clash.pos : property.pos)
            }
        }
    }
}
