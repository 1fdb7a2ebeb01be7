// What a type's body may declare, and in which order it may inherit, as the compiler demands:
// stored properties only in structs and classes (not extensions, not enums), `deinit` only in
// a class, `case` only in an enum, `@Published` only in a class, a superclass first and only
// in a class, extensions only at file scope; and what the workbook's `Codable` covers
// (`CodableRules`). Every type is checked, also one declared inside a function body, so a
// program the compiler rejects prints nothing.

package struct DeclarationRules {
    package let declarations: ProgramDeclarations

    package func check(_ program: [Stmt]) throws {
        for statement in program { try checkTypes(in: statement) }
    }

    /// Every type declaration reachable from `statement` (nested types, local types in bodies).
    private func checkTypes(in statement: Stmt) throws {
        try StackHeadroom.ensureForReading(at: statement.pos)
        switch statement.kind {
        case .type(let typeDecl): try check(typeDecl)
        case .function(let function): try checkTypes(in: function.body ?? [])
        case .variable(let variable):
            switch variable.accessors {
            case .none: break
            case .computed(let getter, let setter, _): try checkTypes(in: getter + (setter ?? []))
            case .observed(let willSet, _, let didSet, _): try checkTypes(in: (willSet ?? []) + (didSet ?? []))
            }
        case .ifStmt(_, let body, let elseBody): try checkTypes(in: body + (elseBody ?? []))
        case .guardStmt(_, let body), .whileStmt(_, let body), .repeatWhile(let body, _), .deferStmt(let body),
            .block(let body), .forIn(_, _, _, let body, _):
            try checkTypes(in: body)
        case .switchStmt(_, let cases): for switchCase in cases { try checkTypes(in: switchCase.body) }
        case .doCatch(let body, let catches):
            try checkTypes(in: body)
            for catchClause in catches { try checkTypes(in: catchClause.body) }
        case .labeled(_, let inner): try checkTypes(in: inner)
        default: break
        }
    }

    private func checkTypes(in body: [Stmt]) throws {
        for statement in body { try checkTypes(in: statement) }
    }

    private func check(_ typeDecl: TypeDecl) throws {
        let isExtension = typeDecl.kind == .extensionDecl
        // An extension's members follow the rules of the type it extends (unknown: unchecked).
        let kind = isExtension ? declarations.withProgram.type(named: typeDecl.name)?.kind : typeDecl.kind
        if let kind { try checkMembers(of: typeDecl, kind: kind, isExtension: isExtension) }
        try CodableRules().check(typeDecl)
        try checkUnmodelledConformances(of: typeDecl)
        if !isExtension { try checkInheritance(of: typeDecl) }
        for member in typeDecl.members {
            guard case .type(let nested) = member.kind else {
                try checkTypes(in: member)
                continue
            }
            if nested.kind == .extensionDecl {
                throw ScriptError.compile("declaration is only valid at file scope", at: nested.pos)
            }
            try check(nested)
        }
    }

    private func checkMembers(of typeDecl: TypeDecl, kind: TypeKind, isExtension: Bool) throws {
        for member in typeDecl.members {
            switch member.kind {
            case .variable(let property):
                try checkProperty(property, kind: kind, isExtension: isExtension)
            case .function(let function) where function.name == "deinit":
                if kind != .classType && kind != .actorType {
                    throw ScriptError.compile(
                        "deinitializers may only be declared within a class, actor, or noncopyable type",
                        at: function.pos)
                }
            case .enumCases:
                if kind != .enumType {
                    throw ScriptError.compile("enum 'case' is not allowed outside of an enum", at: member.pos)
                }
            case .function, .typealiasDecl, .type:
                break
            default:
                throw ScriptError.compile("expected declaration in \(kind.rawValue)", at: member.pos)
            }
        }
    }

    private func checkProperty(_ property: VarDecl, kind: TypeKind, isExtension: Bool) throws {
        let overridesObservers: Bool
        if case .observed = property.accessors {
            overridesObservers = property.modifiers.isOverride
        } else {
            overridesObservers = false
        }
        // A protocol's body declares requirements; an extension of a protocol is an extension.
        guard !property.modifiers.isStatic, !overridesObservers, property.isStored, kind != .protocolType || isExtension
        else {
            return
        }
        if isExtension {
            throw ScriptError.compile("extensions must not contain stored properties", at: property.pos)
        }
        if kind == .enumType {
            throw ScriptError.compile("enums must not contain stored properties", at: property.pos)
        }
        if property.hasAttribute("Published"), kind != .classType {
            throw ScriptError.compile(
                "'wrappedValue' is unavailable: @Published is only available on properties of classes",
                at: property.pos)
        }
    }

    /// Conformances whose effect the interpreter does not model: refused, so the value is never
    /// silently a plain dictionary (`let f: Flags = ["debug": true]`) or printed without its `write(to:)`.
    private func checkUnmodelledConformances(of typeDecl: TypeDecl) throws {
        for inherited in typeDecl.inherited {
            guard let name = inherited.name, ["ExpressibleByDictionaryLiteral", "TextOutputStreamable"].contains(name),
                declarations.scriptType(named: name) == nil
            else { continue }
            throw ScriptError.compile(
                "a conformance to '\(name)' is not supported in the workbook (UNSUPPORTED.md lists what it does not run)",
                at: typeDecl.pos)
        }
    }

    /// A class's superclass comes first; a struct or enum has none (a protocol may require one).
    private func checkInheritance(of typeDecl: TypeDecl) throws {
        guard typeDecl.kind != .protocolType else { return }
        for (position, inherited) in typeDecl.inherited.enumerated() {
            guard let name = inherited.name, declarations.scriptType(named: name)?.kind == .classType else {
                continue
            }
            if position == 0 && typeDecl.kind == .classType { continue }
            let message =
                switch typeDecl.kind {
                case .classType: "superclass '\(name)' must appear first in the inheritance clause"
                case .structType: "inheritance from non-protocol type '\(name)'"
                default: "non-class type '\(typeDecl.name)' cannot inherit from class '\(name)'"
                }
            throw ScriptError.compile(message, at: typeDecl.pos)
        }
    }
}
