// Static checks run before any statement executes, so a program the compiler would reject
// prints nothing: attributes in the wrong place, constructs outside the subset.

package struct Checker {
    /// What earlier runs of the session declared (the program itself is not yet in it).
    package let model: DeclarationModel
    /// Types the program declares at file scope: a `struct Timer` of its own is not refused.
    private var programTypeNames: Set<String> = []
    /// The program's extensions by the name of the type they extend.
    private var programExtensions: [String: [TypeDecl]] = [:]
    /// The program's `@resultBuilder` types: their names are attributes (`@DrawingBuilder func …`).
    private var programResultBuilders: Set<String> = []

    package init(model: DeclarationModel) { self.model = model }

    package func check(_ program: [Stmt]) throws {
        var checker = self
        checker.programTypeNames = Set(
            program.compactMap { statement in
                guard case .type(let decl) = statement.kind, decl.kind != .extensionDecl else { return nil }
                return decl.name
            })
        checker.programResultBuilders = Set(
            program.compactMap { statement in
                guard case .type(let decl) = statement.kind,
                    decl.attributes.contains(where: { $0.name == "resultBuilder" })
                else { return nil }
                return decl.name
            })
        for case .type(let decl) in program.map(\.kind) where decl.kind == .extensionDecl {
            checker.programExtensions[decl.name, default: []].append(decl)
        }
        try checker.checkProgram(program)
    }

    private func checkProgram(_ program: [Stmt]) throws {
        try checkRedeclarations(program)
        for statement in program { try check(statement, atTopLevel: true) }
        let declarations = ProgramDeclarations(earlierRuns: model, program: program)
        // Before names are resolved: `@Worker var n = 0` over a global actor is refused as an
        // attribute, not as a call to `Worker(wrappedValue:)`.
        try PropertyWrapperRules().checkWrappers(program, types: declarations.withProgram.types)
        var resolver = NameResolver(declarations: declarations)
        try resolver.resolve(program)
        try StatementRules().check(program)
        try ControlTransferRules().check(program)
        try DeclarationRules(declarations: declarations).check(program)
        try ConstrainedExtensionRules().check(program)
        try ViewWrapperRules(declarations: declarations).check(program)
    }

    private func checkAttributes(_ attributes: [Attribute]) throws {
        for attribute in attributes
        where !BuiltinNames.attributes.contains(attribute.name) && !programResultBuilders.contains(attribute.name)
            && !model.isResultBuilder(attribute.name)
        {
            throw ScriptError.compile(
                "attribute '@\(attribute.name)' is not supported in the workbook", at: attribute.pos)
        }
    }

    /// Rejects @Observable where the macro rejects it.
    private func checkObservableAttribute(_ decl: TypeDecl) throws {
        guard let attribute = decl.attributes.first(where: { $0.name == "Observable" }) else { return }
        if decl.kind != .classType {
            let kind = decl.kind == .extensionDecl ? "extension" : decl.kind.rawValue
            throw ScriptError.compile(
                "'@Observable' cannot be applied to \(kind) type '\(decl.name)'", at: attribute.pos)
        }
    }

    /// Within one program a name is declared once (a later REPL entry may replace it).
    private func checkRedeclarations(_ program: [Stmt]) throws {
        var seen: Set<String> = []
        for statement in program {
            let key: String
            switch statement.kind {
            case .function(let function): key = function.signatureKey
            case .type(let typeDecl) where typeDecl.kind != .extensionDecl: key = typeDecl.name
            case .variable(let variable):
                if let names = variable.tupleNames {
                    for name in names where name != "_" && !seen.insert(name).inserted {
                        throw ScriptError.compile("invalid redeclaration of '\(name)'", at: statement.pos)
                    }
                    continue
                }
                key = variable.name
            default: continue
            }
            if !seen.insert(key).inserted {
                let shown = if case .function(let function) = statement.kind { function.displayName } else { key }
                throw ScriptError.compile("invalid redeclaration of '\(shown)'", at: statement.pos)
            }
        }
    }

    /// Types the workbook does not model are refused where they are written.
    private func checkType(_ type: TypeRef, at pos: SourcePos) throws {
        switch type {
        case .named(let written, let args):
            // `AsyncThrowingStream<Int, Error>.Continuation` is refused by its first name.
            let name = String(written.prefix { $0 != "." && $0 != "<" })
            if let replacement = BuiltinNames.unsupportedTypes[name],
                !programTypeNames.contains(name), model.type(named: name) == nil
            {
                throw ScriptError.compile("'\(name)' is not supported in the workbook; use \(replacement)", at: pos)
            }
            for argument in args { try checkType(argument, at: pos) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .inoutType(let wrapped):
            try checkType(wrapped, at: pos)
        case .dictionary(let keyType, let valueType):
            try checkType(keyType, at: pos)
            try checkType(valueType, at: pos)
        case .tuple(let parts), .existential(let parts), .labeledTuple(_, let parts):
            for part in parts { try checkType(part, at: pos) }
        case .function(let parameters, let result, _):
            for part in parameters { try checkType(part, at: pos) }
            try checkType(result, at: pos)
        }
    }

    private func check(_ statement: Stmt, atTopLevel: Bool) throws {
        switch statement.kind {
        case .type(let decl):
            try checkAttributes(decl.attributes)
            try checkObservableAttribute(decl)
            try ObservableMacroRules(extensions: programExtensions).check(decl)
            try PropertyWrapperRules().check(decl)
            if decl.kind == .protocolType {
                for member in decl.members {
                    if case .function(let function) = member.kind, function.body != nil {
                        throw ScriptError.compile("protocol methods must not have bodies", at: function.pos)
                    }
                }
            }
            for member in decl.members { try check(member, atTopLevel: false) }
        case .variable(let variable):
            if atTopLevel, variable.wrapperStorageFor != nil {
                throw ScriptError.compile("property wrappers are not yet supported in top-level code", at: variable.pos)
            }
            try checkAttributes(variable.attributes)
            if let type = variable.type { try checkType(type, at: variable.pos) }
            for attribute in variable.attributes where attribute.name == "Observable" {
                throw ScriptError.compile("'@Observable' can only be applied to a class", at: attribute.pos)
            }
            if variable.modifiers.isWeak, let type = variable.type, !type.isOptional {
                throw ScriptError.compile("'weak' variable should have optional type '\(type)?'", at: variable.pos)
            }
        case .importDecl(let name):
            if !BuiltinNames.modules.contains(name) {
                throw ScriptError.compile("no such module '\(name)'", at: statement.pos)
            }
        case .function(let function):
            try checkAttributes(function.attributes)
            for parameter in function.params { try checkType(parameter.type, at: function.pos) }
            if let returnType = function.returnType { try checkType(returnType, at: function.pos) }
            for attribute in function.attributes where attribute.name == "Observable" {
                throw ScriptError.compile("'@Observable' can only be applied to a class", at: attribute.pos)
            }
            if let body = function.body { for bodyStatement in body { try check(bodyStatement, atTopLevel: false) } }
        default:
            break
        }
    }
}
