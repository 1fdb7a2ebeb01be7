// What the property wrapper expansion (`PropertyWrapperExpansion`) does not model, refused
// before the program runs: Swift would run these differently from the plain `_x`/`x` pair.

struct PropertyWrapperRules {
    /// A type's declaration: `@Observable` over a wrapped property (swiftc rejects the macro's
    /// expansion) and a wrapper's `static subscript(_enclosingInstance:…)`, which Swift calls
    /// instead of `wrappedValue` for class properties.
    func check(_ decl: TypeDecl) throws {
        if decl.attributes.contains(where: { $0.name == "Observable" }) {
            for case .variable(let variable) in decl.members.map(\.kind) {
                if let wrapped = variable.wrapperStorageFor {
                    throw ScriptError.compile(
                        "a property wrapper on '\(wrapped)' in an '@Observable' class is not supported in the workbook (swiftc rejects the macro's expansion)",
                        at: variable.pos)
                }
            }
        }
        for case .function(let function) in decl.members.map(\.kind)
        where function.name == "subscript" && function.params.first?.label == "_enclosingInstance" {
            throw ScriptError.compile(
                "a property wrapper's 'subscript(_enclosingInstance:…)' is not supported in the workbook",
                at: function.pos)
        }
    }

    /// The memberwise initializer takes a wrapped property as `x: T` (with an initial value)
    /// or `x: W` (without): the workbook refuses a call that passes one.
    func checkMemberwiseCall(_ decl: TypeDecl, labels: [String?], at pos: SourcePos) throws {
        for case .variable(let variable) in decl.members.map(\.kind) {
            if let wrapped = variable.wrapperStorageFor, labels.contains(wrapped) {
                throw ScriptError.compile(
                    "the memberwise initializer's argument '\(wrapped):' for a property with a wrapper is not supported in the workbook; declare an init",
                    at: pos)
            }
        }
    }

    /// `@Pairing(1, "a") var p: (Int, String)` over a generic wrapper whose parameters the property's
    /// written type does not settle (`GenericWrapperType`): Swift types the attribute's arguments by
    /// the wrapped type, which the workbook would not, so such a wrapper takes no argument but its value. Also refuses a wrapper attribute naming a program type that is no wrapper (a
    /// global actor), and `Codable` over a wrapped property. Walks every body: a wrapper may be
    /// on a local variable.
    func checkWrappers(_ statements: [Stmt], types: [String: TypeDeclaration]) throws {
        for statement in statements {
            switch statement.kind {
            case .variable(let variable):
                guard variable.wrapperStorageFor != nil,
                    case .call(let callee, let arguments)? = variable.initializer?.kind
                else { continue }
                let name: String? =
                    switch callee.kind {
                    case .identifier(let name): name
                    case .typeExpr(let type): type.name
                    default: nil
                    }
                // `@Worker var count` over a global actor, not a wrapper: the attribute is refused.
                if let name, let declaration = types[name]?.declaration,
                    !declaration.attributes.contains(where: { $0.name == "propertyWrapper" })
                {
                    throw ScriptError.compile(
                        "attribute '@\(name)' is not supported in the workbook", at: callee.pos)
                }
                guard let name, let type = types[name], !type.genericParameters.isEmpty,
                    arguments.contains(where: { $0.label != "wrappedValue" }),
                    GenericWrapperType.storageType(wrapper: name, storage: variable, types: types) == nil
                else { continue }
                throw ScriptError.compile(
                    "arguments to the generic property wrapper '@\(name)' are not supported in the workbook; give it only a value",
                    at: callee.pos)
            case .type(let decl):
                try checkCodable(decl, types: types)
                try checkWrappers(decl.members, types: types)
            case .function(let function): try checkWrappers(function.body ?? [], types: types)
            case .ifStmt(_, let then, let otherwise): try checkWrappers(then + (otherwise ?? []), types: types)
            case .guardStmt(_, let body), .whileStmt(_, let body), .repeatWhile(let body, _),
                .forIn(_, _, _, let body, _),
                .deferStmt(let body), .block(let body):
                try checkWrappers(body, types: types)
            case .switchStmt(_, let cases): try checkWrappers(cases.flatMap(\.body), types: types)
            case .doCatch(let body, let clauses):
                try checkWrappers(body + clauses.flatMap(\.body), types: types)
            case .labeled(_, let inner): try checkWrappers([inner], types: types)
            default: continue
            }
        }
    }

    /// Synthesized `Codable` keys a wrapped property by its own name (`x`, holding the wrapper),
    /// where the expansion's stored property is `_x`: refused, in the type or an extension.
    private func checkCodable(_ decl: TypeDecl, types: [String: TypeDeclaration]) throws {
        let codable: Set<String> = ["Codable", "Encodable", "Decodable"]
        guard decl.inherited.contains(where: { $0.name.map(codable.contains) ?? false }) else { return }
        let members = decl.kind == .extensionDecl ? types[decl.name]?.declaration?.members ?? [] : decl.members
        for case .variable(let variable) in members.map(\.kind) {
            if let wrapped = variable.wrapperStorageFor {
                throw ScriptError.compile(
                    "Codable with a property wrapper on '\(wrapped)' is not supported in the workbook", at: decl.pos)
            }
        }
    }
}
