// Static name resolution: every identifier must name something in scope before the program
// runs, as the compiler demands — so a typo is reported with nothing printed, not after the
// half of the program that ran. Members reached through `.` are left to run time.

struct NameResolver {
    /// Declarations of the session's earlier runs.
    let model: DeclarationModel
    private var scopes: [Set<String>] = []
    /// Names visible everywhere: session globals, hoisted functions and types, builtins.
    private var globalNames: Set<String> = []
    /// Top-level variables: visible inside functions and closures wherever declared.
    private var topLevelVariables: Set<String> = []
    private var typeMembers: [String: Set<String>] = [:]
    /// Types whose members cannot be known (unknown superclass, extension of a builtin type):
    /// names inside them are not checked.
    private var openTypes: Set<String> = []
    private var functionDepth = 0
    private var uncheckedDepth = 0

    init(model: DeclarationModel) { self.model = model }

    mutating func resolve(_ program: [Stmt]) throws {
        globalNames = BuiltinNames.globals
        globalNames.formUnion(BuiltinNames.views)
        globalNames.formUnion(BuiltinNames.types)
        globalNames.formUnion(model.variables.keys)
        globalNames.formUnion(model.functions.keys)
        for (name, overloads) in model.functions { topFunctions[name, default: []] += overloads }
        globalNames.formUnion(model.typealiases.keys)
        for type in model.types.values {
            if let typeDecl = type.declaration {
                globalNames.insert(typeDecl.name)
                collectMembers(typeDecl)
            }
            for extensionDecl in type.extensions { collectMembers(extensionDecl) }
        }
        // Hoisted declarations: types, functions, and (for bodies) top-level variables.
        for statement in program {
            switch statement.kind {
            case .type(let typeDecl):
                if typeDecl.kind != .extensionDecl {
                    globalNames.insert(typeDecl.name)
                    programTypes.insert(typeDecl.name)
                }
                collectMembers(typeDecl)
                if typeDecl.kind == .extensionDecl {
                    for member in typeDecl.members {
                        if case .function(let function) = member.kind, function.name == "init" {
                            extensionInits[typeDecl.name, default: []].append(function)
                        }
                    }
                }
            case .function(let function):
                globalNames.insert(function.name)
                topFunctions[function.name, default: []].append(function)
            case .typealiasDecl(let name, _): globalNames.insert(name)
            case .variable(let variable):
                topLevelVariables.insert(variable.name)
                variable.tupleNames?.forEach { topLevelVariables.insert($0) }
            default: break
            }
        }
        scopes = [[]]
        try resolveBlock(program, isTopLevel: true)
    }

    // MARK: Members of declared types

    private mutating func collectMembers(_ typeDecl: TypeDecl) {
        var names: Set<String> = []
        for member in typeDecl.members {
            switch member.kind {
            case .variable(let variable):
                names.insert(variable.name)
                if typeDecl.hasAttribute("Observable") { names.insert("_" + variable.name) }
            case .function(let function): names.insert(function.name)
            case .enumCases(let cases): cases.forEach { names.insert($0.name) }
            case .type(let nested):
                names.insert(nested.name)
                collectMembers(nested)
            case .typealiasDecl(let name, _): names.insert(name)
            default: break
            }
        }
        if typeDecl.hasAttribute("Observable") {
            names.formUnion(["_$observationRegistrar", "access", "withMutation", "shouldNotifyObservers"])
        }
        if typeDecl.inherited.contains(where: { $0.name == "ObservableObject" }) { names.insert("objectWillChange") }
        names.formUnion(typeDecl.genericParams)
        typeMembers[typeDecl.name, default: []].formUnion(names)
        inheritedLists[typeDecl.name, default: []].append(contentsOf: typeDecl.inherited)
        if typeDecl.kind != .extensionDecl { declarations[typeDecl.name] = typeDecl }
        if typeDecl.kind == .extensionDecl,
            BuiltinNames.types.contains(typeDecl.name)
                || ["Collection", "Sequence", "Equatable", "Comparable"].contains(typeDecl.name)
        {
            openTypes.insert(typeDecl.name)
        }
    }

    /// All member names visible unqualified inside type `name` (its own, its extensions',
    /// its superclass's and its protocols'); nil when they cannot be known.
    private func members(of name: String, seen: Set<String> = []) -> Set<String>? {
        if openTypes.contains(name) { return nil }
        var result = typeMembers[name] ?? []
        if declarations[name] == nil { return nil }
        // An enum with a raw type has `rawValue` (unqualified inside its own members too).
        let rawTypes: Set<String> = [
            "String", "Int", "Double", "Float", "Character", "UInt", "Int8", "Int16", "Int32", "Int64",
        ]
        if declarations[name]?.kind == .enumType,
            (inheritedLists[name] ?? []).contains(where: { rawTypes.contains($0.name ?? "") })
        {
            result.insert("rawValue")
        }
        for inheritedType in inheritedLists[name] ?? [] {
            guard let inheritedName = inheritedType.name else { continue }
            if seen.contains(inheritedName) { continue }
            if declaration(named: inheritedName) != nil {
                guard let more = members(of: inheritedName, seen: seen.union([name])) else { return nil }
                result.formUnion(more)
            } else if !BuiltinNames.globals.contains(inheritedName) {
                return nil  // an unknown superclass or protocol: its members are unknown
            }
        }
        return result
    }

    private var declarations: [String: TypeDecl] = [:]
    private var topFunctions: [String: [FunctionDecl]] = [:]
    private var programTypes: Set<String> = []
    private var extensionInits: [String: [FunctionDecl]] = [:]

    /// Argument labels of calls to top-level functions and initializers of the program's
    /// own types are checked before running, as the compiler does (same rules as at run time).
    private func checkLabels(_ name: String, _ args: [Argument], pos: SourcePos) throws {
        for scope in scopes.dropFirst() where scope.contains(name) { return }  // a local shadows it
        if topLevelVariables.contains(name) { return }
        let labels = args.map(\.label)
        let closures = args.map { arg -> Bool in
            if case .closure = arg.value.kind { return true }
            return false
        }
        func firstFailure(_ candidates: [[Param]]) -> Error? {
            var failure: Error? = nil
            for params in candidates {
                do {
                    _ = try ArgumentBinding.bind(
                        params, labels: labels, isClosure: closures, pos: pos,
                        isFunctionType: model.isFunctionType)
                    return nil
                } catch { if failure == nil { failure = error } }
            }
            return failure
        }
        if let decls = topFunctions[name], !decls.isEmpty {
            if let failure = firstFailure(decls.map(\.params)) { throw failure }
            return
        }
        // Only types this program declares: earlier runs' types may have grown extensions.
        guard programTypes.contains(name), let decl = declarations[name],
            decl.kind == .structType || decl.kind == .classType
        else { return }
        var candidates: [[Param]] = []
        var ownInits = false
        for member in decl.members {
            if case .function(let function) = member.kind, function.name == "init" {
                candidates.append(function.params)
                ownInits = true
            }
        }
        candidates += (extensionInits[name] ?? []).map(\.params)
        if decl.kind == .structType && !ownInits {
            candidates.append(memberwiseParams(decl))
        }
        if decl.kind == .classType && !ownInits {
            if !decl.inherited.isEmpty { return }  // a superclass's initializers are inherited
            candidates.append([])
        }
        // A subclass that overrides its base's designated inits inherits its convenience ones.
        var base = decl.inherited.first.flatMap { $0.name.flatMap { declarations[$0] } }
        var seen: Set<String> = [name]
        while decl.kind == .classType, let superclass = base, superclass.kind == .classType,
            seen.insert(superclass.name).inserted
        {
            for member in superclass.members {
                if case .function(let function) = member.kind, function.name == "init",
                    function.modifiers.isConvenience
                {
                    candidates.append(function.params)
                }
            }
            base = superclass.inherited.first.flatMap { $0.name.flatMap { declarations[$0] } }
        }
        if decl.kind == .classType, let first = decl.inherited.first?.name, declarations[first] == nil,
            !BuiltinNames.globals.contains(first)
        {
            return  // a superclass from an earlier run: its initializers are unknown here
        }
        if let failure = firstFailure(candidates) { throw failure }
    }

    private func memberwiseParams(_ decl: TypeDecl) -> [Param] {
        decl.members.compactMap { member -> Param? in
            guard case .variable(let variable) = member.kind, variable.isStored, !variable.modifiers.isStatic,
                variable.tupleNames == nil
            else {
                return nil
            }
            if variable.isLet && variable.initializer != nil { return nil }
            if variable.attributes.contains(where: {
                ["StateObject", "Environment", "EnvironmentObject"].contains($0.name)
            }) {
                return nil
            }
            let hasDefault = variable.initializer != nil || ((variable.type?.isOptional ?? false) && !variable.isLet)
            return Param(
                label: variable.name, name: variable.name, type: variable.type ?? .named("Any", []),
                defaultValue: hasDefault ? Expr(.nilLiteral, variable.pos) : nil,
                isInout: false, isVariadic: false, isAutoclosure: false)
        }
    }
    private var inheritedLists: [String: [TypeRef]] = [:]
    private func declaration(named name: String) -> TypeDecl? { declarations[name] }

    // MARK: Scopes

    private mutating func push() { scopes.append([]) }
    private mutating func pop() { scopes.removeLast() }
    private mutating func declare(_ name: String) { scopes[scopes.count - 1].insert(name) }
    private mutating func declareAll(_ names: Set<String>) { scopes[scopes.count - 1].formUnion(names) }

    private func isVisible(_ name: String) -> Bool {
        if name.hasPrefix("$") { return true }
        for scope in scopes.reversed() where scope.contains(name) { return true }
        if globalNames.contains(name) { return true }
        if functionDepth > 0 && topLevelVariables.contains(name) { return true }
        if let first = name.first, Scanner.operatorChars.contains(first) { return true }
        return false
    }

    // MARK: Walking

    private mutating func resolveBlock(_ statements: [Stmt], isTopLevel: Bool = false) throws {
        // Local functions and types are visible throughout their block.
        for statement in statements {
            switch statement.kind {
            case .function(let function): declare(function.name)
            case .type(let typeDecl):
                declare(typeDecl.name)
                if !isTopLevel { collectMembers(typeDecl) }
            default: break
            }
        }
        for statement in statements { try resolveStatement(statement) }
    }

    private mutating func resolveStatement(_ statement: Stmt) throws {
        try StackHeadroom.ensureForReading(at: statement.pos)
        switch statement.kind {
        case .expr(let expression): try resolveExpr(expression)
        case .variable(let variable):
            if let initializer = variable.initializer { try resolveExpr(initializer) }
            if case .observed = variable.accessors { declare(variable.name) }  // its observers read it
            try resolveAccessors(variable.accessors)
            declare(variable.name)
            variable.tupleNames?.forEach { declare($0) }
        case .function(let function):
            try resolveFunction(function, memberNames: nil)
        case .type(let typeDecl):
            try resolveType(typeDecl)
        case .enumCases(let cases):
            for enumCase in cases { if let rawValue = enumCase.rawValue { try resolveExpr(rawValue) } }
        case .typealiasDecl(let name, _): declare(name)
        case .ifStmt(let conditions, let body, let elseBody):
            push()
            try resolveConditions(conditions)
            try resolveBlockScoped(body)
            pop()
            if let elseBody { try resolveBlockScoped(elseBody) }
        case .guardStmt(let conditions, let body):
            try resolveBlockScoped(body)
            try resolveConditions(conditions)  // bindings stay visible after the guard
        case .whileStmt(let conditions, let body):
            push()
            try resolveConditions(conditions)
            try resolveBlockScoped(body)
            pop()
        case .repeatWhile(let body, let cond):
            try resolveBlockScoped(body)
            try resolveExpr(cond)
        case .forIn(let pattern, let seq, let whereExpr, let body, _):
            try resolveExpr(seq)
            push()
            try bindPattern(pattern, bindsBareNames: true)
            if let filter = whereExpr { try resolveExpr(filter) }
            try resolveBlockScoped(body)
            pop()
        case .switchStmt(let subject, let cases):
            try resolveExpr(subject)
            for switchCase in cases {
                push()
                for casePattern in switchCase.patterns { try bindPattern(casePattern, bindsBareNames: false) }
                if let guardExpr = switchCase.guardExpr { try resolveExpr(guardExpr) }
                try resolveBlock(switchCase.body)
                pop()
            }
        case .returnStmt(let expression): if let expression { try resolveExpr(expression) }
        case .throwStmt(let expression): try resolveExpr(expression)
        case .deferStmt(let body): try resolveBlockScoped(body)
        case .doCatch(let body, let catches):
            try resolveBlockScoped(body)
            for catchClause in catches {
                push()
                if let catchPattern = catchClause.pattern {
                    try bindPattern(catchPattern, bindsBareNames: false)
                } else {
                    declare("error")
                }
                if let guardExpr = catchClause.guardExpr { try resolveExpr(guardExpr) }
                try resolveBlock(catchClause.body)
                pop()
            }
        case .block(let body): try resolveBlockScoped(body)
        case .labeled(_, let inner): try resolveStatement(inner)
        case .breakStmt, .continueStmt, .fallthroughStmt, .importDecl: break
        }
    }

    private mutating func resolveBlockScoped(_ body: [Stmt]) throws {
        push()
        try resolveBlock(body)
        pop()
    }

    private mutating func resolveConditions(_ conditions: [Condition]) throws {
        for condition in conditions {
            switch condition {
            case .expr(let expression): try resolveExpr(expression)
            case .optionalBinding(let name, _, let value, _):
                try resolveExpr(value)
                declare(name)
            case .casePattern(let pattern, let expression):
                try resolveExpr(expression)
                try bindPattern(pattern, bindsBareNames: false)
            }
        }
    }

    private mutating func bindPattern(_ pattern: Pattern, bindsBareNames: Bool) throws {
        switch pattern {
        case .wildcard, .isType: break
        case .binding(let name, _): declare(name)
        case .expression(let expression):
            if bindsBareNames, case .identifier(let name) = expression.kind {
                declare(name)
            } else {
                try resolveExpr(expression)
            }
        case .enumCase(_, _, let subs):
            for subpattern in subs ?? [] { try bindPattern(subpattern.1, bindsBareNames: bindsBareNames) }
        case .tuple(let items):
            for item in items { try bindPattern(item.1, bindsBareNames: bindsBareNames) }
        case .optionalSome(let inner), .asType(let inner, _):
            try bindPattern(inner, bindsBareNames: bindsBareNames)
        }
    }

    private mutating func resolveAccessors(_ accessors: Accessors) throws {
        switch accessors {
        case .none: break
        case .computed(let get, let set, let setterName):
            functionDepth += 1
            defer { functionDepth -= 1 }
            try resolveBlockScoped(get)
            if let set {
                push()
                declare(setterName)
                try resolveBlock(set)
                pop()
            }
        case .observed(let willSet, let wName, let didSet, let dName):
            functionDepth += 1
            defer { functionDepth -= 1 }
            if let willSet {
                push()
                declare(wName)
                try resolveBlock(willSet)
                pop()
            }
            if let didSet {
                push()
                declare(dName)
                try resolveBlock(didSet)
                pop()
            }
        }
    }

    private mutating func resolveFunction(_ function: FunctionDecl, memberNames: Set<String>?) throws {
        functionDepth += 1
        defer { functionDepth -= 1 }
        push()
        declareAll(Set(function.genericParams))
        for param in function.params {
            if let defaultValue = param.defaultValue { try resolveExpr(defaultValue) }
            declare(param.name)
        }
        if let body = function.body { try resolveBlock(body) }
        pop()
    }

    private mutating func resolveType(_ typeDecl: TypeDecl) throws {
        guard uncheckedDepth == 0, let names = members(of: typeDecl.name) else {
            uncheckedDepth += 1
            defer { uncheckedDepth -= 1 }
            try resolveTypeBody(typeDecl, names: [])
            return
        }
        try resolveTypeBody(typeDecl, names: names)
    }

    private mutating func resolveTypeBody(_ typeDecl: TypeDecl, names: Set<String>) throws {
        push()
        declareAll(names)
        declareAll(Set(typeDecl.genericParams))
        declare("Self")  // the type itself, or the conforming type in a protocol
        for member in typeDecl.members {
            switch member.kind {
            case .variable(let variable):
                if let initializer = variable.initializer { try resolveExpr(initializer) }
                try resolveAccessors(variable.accessors)
            case .function(let function): try resolveFunction(function, memberNames: names)
            case .type(let nested): try resolveType(nested)
            case .enumCases(let cases):
                for enumCase in cases { if let rawValue = enumCase.rawValue { try resolveExpr(rawValue) } }
            default: break
            }
        }
        pop()
    }

    private mutating func resolveExpr(_ expression: Expr) throws {
        try StackHeadroom.ensureForReading(at: expression.pos)
        switch expression.kind {
        case .identifier(let name):
            if let replacement = BuiltinNames.unsupportedTypes[name], !isVisible(name) {
                throw ScriptError.compile(
                    "'\(name)' is not supported in the workbook; use \(replacement)", at: expression.pos)
            }
            if uncheckedDepth == 0, !isVisible(name) {
                throw ScriptError.compile("cannot find '\(name)' in scope", at: expression.pos)
            }
        case .integer, .float, .bool, .nilLiteral, .selfRef, .superRef, .implicitMember, .keyPath, .typeExpr, .discard:
            break
        case .string(let parts):
            for part in parts { if case .expr(let operand) = part { try resolveExpr(operand) } }
        case .member(let base, _): try resolveExpr(base)
        case .call(let callee, let args):
            try resolveExpr(callee)
            if uncheckedDepth == 0, case .identifier(let name) = callee.kind {
                try checkLabels(name, args, pos: expression.pos)
            }
            for argument in args { try resolveExpr(argument.value) }
        case .subscriptAccess(let base, let args):
            try resolveExpr(base)
            for argument in args { try resolveExpr(argument.value) }
        case .prefix(_, let operand), .forceUnwrap(let operand), .bindOptional(let operand),
            .optionalChain(let operand), .awaitExpr(let operand),
            .inoutRef(let operand):
            try resolveExpr(operand)
        case .tryExpr(let operand, _), .cast(let operand, _, _): try resolveExpr(operand)
        case .binary(_, let lhs, let rhs), .assign(_, let lhs, let rhs):
            try resolveExpr(lhs)
            try resolveExpr(rhs)
        case .ternary(let condition, let whenTrue, let whenFalse):
            try resolveExpr(condition)
            try resolveExpr(whenTrue)
            try resolveExpr(whenFalse)
        case .closure(let closure):
            functionDepth += 1
            defer { functionDepth -= 1 }
            for cap in closure.captures { if let captured = cap.value { try resolveExpr(captured) } }
            push()
            for cap in closure.captures { declare(cap.name) }
            for param in closure.params { declare(param.name) }
            try resolveBlock(closure.body)
            pop()
        case .array(let items): for item in items { try resolveExpr(item) }
        case .dictionary(let pairs):
            for (key, value) in pairs {
                try resolveExpr(key)
                try resolveExpr(value)
            }
        case .tuple(let items): for item in items { try resolveExpr(item.value) }
        case .pound(_, let args, _): for argument in args { try resolveExpr(argument.value) }
        case .statementExpr(let statement): try resolveStatement(statement)
        }
    }
}
