// Static name resolution: every identifier must name something in scope before the program
// runs, as the compiler demands — so a typo is reported with nothing printed, not after the
// half of the program that ran. Members reached through `.` are left to run time.

struct NameResolver {
    /// What the program and the session's earlier runs declare (shared with the other checks).
    package let declarations: ProgramDeclarations
    /// Types declared inside bodies (the session's model holds only file-scope and nested
    /// ones), absorbed as each block is entered.
    private let localTypes = DeclarationModel(builtins: nil)
    private var scopes: [Set<String>] = []
    /// The names each scope binds as constants (a `let` given its value, a parameter, a loop
    /// or closure variable, `if let`): assigning one is refused before anything runs.
    private var constants: [Set<String>] = []
    private var functionDepth = 0
    private var uncheckedDepth = 0

    package init(declarations: ProgramDeclarations) { self.declarations = declarations }

    package mutating func resolve(_ program: [Stmt]) throws {
        scopes = [[]]
        constants = [[]]
        try resolveBlock(program, isTopLevel: true)
    }

    // MARK: Members of declared types

    /// A type the script declares, by name or dotted path: a local type first.
    private func scriptType(named path: String) -> TypeDeclaration? {
        if let local = localTypes.types[path], local.declaration != nil { return local }
        return declarations.scriptType(named: path)
    }

    /// All member names visible unqualified inside the type at `path` (its own, its
    /// extensions', its superclass's and its protocols', and what `@Observable` and raw values
    /// add); nil when they cannot be known (an unknown superclass or protocol, a builtin type).
    private func memberNames(of path: String, seen: Set<String> = []) -> Set<String>? {
        guard let type = scriptType(named: path), let decl = type.declaration else { return nil }
        // A protocol's associated types are names inside its extensions (`Value.self`).
        var result = Set(type.members.keys).union(type.genericParameters).union(decl.associatedTypes)
        if decl.hasAttribute("Observable") {
            for case .variable(let variable) in decl.members.map(\.kind) { result.insert("_" + variable.name) }
            result.formUnion(["_$observationRegistrar", "access", "withMutation", "shouldNotifyObservers"])
        }
        if type.inherited.contains("ObservableObject") { result.insert("objectWillChange") }
        // An enum with a raw type has `rawValue` (unqualified inside its own members too).
        let rawTypes: Set<String> = [
            "String", "Int", "Double", "Float", "Character", "UInt", "Int8", "Int16", "Int32", "Int64",
        ]
        if type.kind == .enumType, type.inherited.contains(where: rawTypes.contains) { result.insert("rawValue") }
        for inherited in type.inherited where !seen.contains(inherited) {
            result.formUnion(Self.builtinProtocolMembers[inherited] ?? [])
            if scriptType(named: inherited) != nil {
                guard let more = memberNames(of: inherited, seen: seen.union([path])) else { return nil }
                result.formUnion(more)
            } else if !BuiltinNames.globals.contains(inherited) {
                return nil  // an unknown superclass or protocol: its members are unknown
            }
        }
        return result
    }

    /// Members a builtin protocol gives its conforming types (`allCases` inside a `CaseIterable` enum).
    private static let builtinProtocolMembers: [String: Set<String>] = [
        "CaseIterable": ["allCases"], "Hashable": ["hashValue"], "Identifiable": ["id"],
    ]

    /// Argument labels of calls to top-level functions and initializers of the program's
    /// own types are checked before running, as the compiler does (same rules as at run time).
    private func checkLabels(_ name: String, _ args: [Argument], pos: SourcePos) throws {
        for scope in scopes.dropFirst() where scope.contains(name) { return }  // a local shadows it
        if declarations.withProgram.variables[name] != nil { return }
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
                        isFunctionType: declarations.withProgram.isFunctionType)
                    return nil
                } catch { if failure == nil { failure = error } }
            }
            return failure
        }
        let functions = declarations.functions(named: name)
        if !functions.isEmpty {
            if let failure = firstFailure(functions.map(\.params)) { throw failure }
            return
        }
        // Only types this program declares: earlier runs' types may have grown extensions.
        guard let type = declarations.withProgram.types[name], !type.isNested, let decl = type.declaration,
            decl.kind == .structType || decl.kind == .classType
        else { return }
        var candidates: [[Param]] = []
        var ownInits = false
        for member in type.members["init"] ?? [] {
            guard case .method(let function) = member.kind else { continue }
            candidates.append(function.params)
            if member.origin == .body { ownInits = true }
        }
        if decl.kind == .structType && !ownInits {
            try PropertyWrapperRules().checkMemberwiseCall(decl, labels: labels, at: pos)
            candidates.append(memberwiseParams(decl))
        }
        if decl.kind == .classType && !ownInits {
            if !decl.inherited.isEmpty { return }  // a superclass's initializers are inherited
            candidates.append([])
        }
        // A subclass that overrides its base's designated inits inherits its convenience ones.
        var base = decl.inherited.first?.name.flatMap { declarations.withProgram.types[$0]?.declaration }
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
            base = superclass.inherited.first?.name.flatMap { declarations.withProgram.types[$0]?.declaration }
        }
        if decl.kind == .classType, let first = decl.inherited.first?.name,
            declarations.withProgram.types[first]?.declaration == nil, !BuiltinNames.globals.contains(first)
        {
            return  // a superclass whose declaration is not known here: its initializers are unknown
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
    // MARK: Scopes

    private mutating func push() {
        scopes.append([])
        constants.append([])
    }
    private mutating func pop() {
        scopes.removeLast()
        constants.removeLast()
    }
    private mutating func declare(_ name: String) {
        scopes[scopes.count - 1].insert(name)
        constants[constants.count - 1].remove(name)
    }
    private mutating func declare(_ name: String, isConstant: Bool) {
        declare(name)
        if isConstant { constants[constants.count - 1].insert(name) }
    }
    /// Whether the nearest scope that binds `name` binds it as a constant.
    private func isConstant(_ name: String) -> Bool {
        guard let index = scopes.lastIndex(where: { $0.contains(name) }) else { return false }
        return constants[index].contains(name)
    }
    private mutating func declareAll(_ names: Set<String>) { scopes[scopes.count - 1].formUnion(names) }

    private func isVisible(_ name: String) -> Bool {
        if name.hasPrefix("$") { return true }
        for scope in scopes.reversed() where scope.contains(name) { return true }
        if BuiltinNames.globals.contains(name) || BuiltinNames.views.contains(name)
            || BuiltinNames.types.contains(name)
        {
            return true
        }
        if declarations.isTopLevelScriptType(name) { return true }
        let earlier = declarations.earlierRuns
        let program = declarations.withProgram
        if earlier.variables[name] != nil || earlier.functions[name] != nil || earlier.typealiases[name] != nil {
            return true
        }
        if program.functions[name] != nil || program.typealiases[name] != nil { return true }
        // This program's top-level variables are visible inside functions and closures wherever
        // declared; at top level once declared (they are then in `scopes`).
        if functionDepth > 0, program.variables[name] != nil { return true }
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
            default: break
            }
        }
        if isTopLevel {
            for statement in statements { try resolveStatement(statement) }
            return
        }
        // This block's types are known inside it only.
        let outerLocalTypes = localTypes.snapshot()
        defer { localTypes.restore(outerLocalTypes) }
        localTypes.absorb(statements.filter { if case .type = $0.kind { true } else { false } })
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
            // `let x: Int` alone is given its value later, once: only a `let` with one is constant.
            let isConstant = variable.isLet && variable.initializer != nil
            if case .none = variable.accessors {
                declare(variable.name, isConstant: isConstant)
            } else {
                declare(variable.name)
            }
            variable.tupleNames?.forEach { declare($0, isConstant: isConstant) }
        case .function(let function):
            try resolveFunction(function, memberNames: nil)
        case .type(let typeDecl):
            try resolveType(typeDecl, path: typeDecl.name)
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
            try bindPattern(pattern, bindsBareNames: true, at: statement.pos)
            if let filter = whereExpr { try resolveExpr(filter) }
            try resolveBlockScoped(body)
            pop()
        case .switchStmt(let subject, let cases):
            try resolveExpr(subject)
            for switchCase in cases {
                push()
                for casePattern in switchCase.patterns {
                    try bindPattern(casePattern, bindsBareNames: false, at: switchCase.pos)
                }
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
                    try bindPattern(catchPattern, bindsBareNames: false, at: statement.pos)
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
            case .optionalBinding(let name, let isLet, let value, _):
                try resolveExpr(value)
                declare(name, isConstant: isLet)
            case .casePattern(let pattern, let expression):
                try resolveExpr(expression)
                try bindPattern(pattern, bindsBareNames: false, at: expression.pos)
            }
        }
    }

    /// `pos`: where the pattern's statement or case is (a pattern keeps no position of its own).
    private mutating func bindPattern(_ pattern: Pattern, bindsBareNames: Bool, at pos: SourcePos) throws {
        switch pattern {
        case .wildcard, .isType: break
        case .binding(let name, let isLet): declare(name, isConstant: isLet)
        case .expression(let expression):
            if bindsBareNames, case .identifier(let name) = expression.kind {
                declare(name, isConstant: true)  // `for x in`: a loop variable is a constant
            } else {
                try resolveExpr(expression)
            }
        case .enumCase(let type, _, let subs):
            // `catch DecodingError.dataCorrupted(let context)`: the type must be known before running.
            if let type, let head = type.split(separator: ".").first.map(String.init), uncheckedDepth == 0,
                !isVisible(head)
            {
                throw ScriptError.cannotFind(head, at: pos)
            }
            for subpattern in subs ?? [] { try bindPattern(subpattern.1, bindsBareNames: bindsBareNames, at: pos) }
        case .tuple(let items):
            for item in items { try bindPattern(item.1, bindsBareNames: bindsBareNames, at: pos) }
        case .optionalSome(let inner), .asType(let inner, _):
            try bindPattern(inner, bindsBareNames: bindsBareNames, at: pos)
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
            declare(param.name, isConstant: !param.isInout)
        }
        if let body = function.body { try resolveBlock(body) }
        pop()
    }

    /// `path`: the type's dotted name (`Outer.Inner` for a nested type).
    private mutating func resolveType(_ typeDecl: TypeDecl, path: String) throws {
        // `extension P where Self: Q`: Q's members are visible unqualified too.
        let constraintMembers = typeDecl.selfConstraints.map { $0.name.flatMap { memberNames(of: $0) } }
        guard uncheckedDepth == 0, var names = memberNames(of: path), !constraintMembers.contains(nil) else {
            uncheckedDepth += 1
            defer { uncheckedDepth -= 1 }
            try resolveTypeBody(typeDecl, path: path, names: [])
            return
        }
        for more in constraintMembers { names.formUnion(more ?? []) }
        try resolveTypeBody(typeDecl, path: path, names: names)
    }

    private mutating func resolveTypeBody(_ typeDecl: TypeDecl, path: String, names: Set<String>) throws {
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
            case .type(let nested): try resolveType(nested, path: path + "." + nested.name)
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
                throw ScriptError.cannotFind(name, at: expression.pos)
            }
        case .typeExpr(.named(let name, _)):
            // `AsyncThrowingStream<Int, Error>.makeStream()`: refused as the bare name is.
            if let replacement = BuiltinNames.unsupportedTypes[name], !isVisible(name) {
                throw ScriptError.compile(
                    "'\(name)' is not supported in the workbook; use \(replacement)", at: expression.pos)
            }
        case .integer, .wideInteger, .float, .bool, .nilLiteral, .selfRef, .superRef, .implicitMember, .keyPath,
            .typeExpr, .discard:
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
        case .prefix(_, let operand), .postfix(_, let operand), .forceUnwrap(let operand), .bindOptional(let operand),
            .optionalChain(let operand), .awaitExpr(let operand),
            .inoutRef(let operand):
            try resolveExpr(operand)
        case .tryExpr(let operand, _), .cast(let operand, _, _): try resolveExpr(operand)
        case .binary(_, let lhs, let rhs):
            try resolveExpr(lhs)
            try resolveExpr(rhs)
        case .assign(_, let lhs, let rhs):
            try resolveExpr(lhs)
            if uncheckedDepth == 0, case .identifier(let name) = lhs.kind, isConstant(name) {
                throw ScriptError.compile("cannot assign to value: '\(name)' is a 'let' constant", at: lhs.pos)
            }
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
            // A closure's parameter may be `inout` by its context alone (`{ value in value += 1 }`).
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
        case .slot: break  // placed after the checks (`SlotResolver`)
        }
    }
}
