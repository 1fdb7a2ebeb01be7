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

    static let builtinFunctions: Set<String> = [
        "print", "debugPrint", "min", "max", "abs", "zip", "stride", "type", "precondition", "assert", "fatalError",
        "preconditionFailure", "assertionFailure", "sqrt", "pow", "floor", "ceil", "round", "swap", "repeatElement",
        "withObservationTracking", "Observations", "ObservationRegistrar", "Task", "String", "Int", "Double", "Bool",
        "Character", "Array", "Dictionary", "Set", "Optional", "Float", "UUID", "Date", "KeyPath", "WritableKeyPath",
        "ReferenceWritableKeyPath", "Result", "Never", "Error", "Any", "AnyObject", "Void", "Duration", "CaseIterable",
        "Equatable", "Hashable", "Comparable", "Identifiable", "CustomStringConvertible", "Observable", "Sendable",
        "ObservableObject", "Published", "MainActor", "CancellationError", "Substring", "ContinuousClock", "Range",
        "ClosedRange",
    ]

    /// Swift types a learner may reach for that the workbook does not model, and what to use.
    static let unsupportedTypes: [String: String] = [
        "Float16": "Double", "Float80": "Double", "CGFloat": "Double",
        "NSObject": "a Swift class", "DispatchQueue": "Task {} and await", "Timer": "Task.sleep(for:) in a Task",
        "NotificationCenter": "a closure property or Observations", "AsyncStream": "Observations or a Task",
    ]

    mutating func resolve(_ program: [Stmt]) throws {
        globalNames = NameResolver.builtinFunctions
        globalNames.formUnion(BuiltinNames.views)
        globalNames.formUnion(BuiltinNames.types)
        globalNames.formUnion(model.variables.keys)
        globalNames.formUnion(model.functions.keys)
        for (n, ds) in model.functions { topFunctions[n, default: []] += ds }
        globalNames.formUnion(model.typealiases.keys)
        for type in model.types.values {
            if let d = type.declaration {
                globalNames.insert(d.name)
                collectMembers(d)
            }
            for e in type.extensions { collectMembers(e) }
        }
        // Hoisted declarations: types, functions, and (for bodies) top-level variables.
        for s in program {
            switch s.kind {
            case .type(let d):
                if d.kind != .extensionDecl {
                    globalNames.insert(d.name)
                    programTypes.insert(d.name)
                }
                collectMembers(d)
                if d.kind == .extensionDecl {
                    for m in d.members {
                        if case .function(let f) = m.kind, f.name == "init" {
                            extensionInits[d.name, default: []].append(f)
                        }
                    }
                }
            case .function(let f):
                globalNames.insert(f.name)
                topFunctions[f.name, default: []].append(f)
            case .typealiasDecl(let n, _): globalNames.insert(n)
            case .variable(let v):
                topLevelVariables.insert(v.name)
                v.tupleNames?.forEach { topLevelVariables.insert($0) }
            default: break
            }
        }
        scopes = [[]]
        try resolveBlock(program, isTopLevel: true)
    }

    // MARK: Members of declared types

    private mutating func collectMembers(_ d: TypeDecl) {
        var names: Set<String> = []
        for m in d.members {
            switch m.kind {
            case .variable(let v):
                names.insert(v.name)
                if d.hasAttribute("Observable") { names.insert("_" + v.name) }
            case .function(let f): names.insert(f.name)
            case .enumCases(let cs): cs.forEach { names.insert($0.name) }
            case .type(let nested):
                names.insert(nested.name)
                collectMembers(nested)
            case .typealiasDecl(let n, _): names.insert(n)
            default: break
            }
        }
        if d.hasAttribute("Observable") {
            names.formUnion(["_$observationRegistrar", "access", "withMutation", "shouldNotifyObservers"])
        }
        if d.inherited.contains(where: { $0.name == "ObservableObject" }) { names.insert("objectWillChange") }
        names.formUnion(d.genericParams)
        typeMembers[d.name, default: []].formUnion(names)
        inheritedLists[d.name, default: []].append(contentsOf: d.inherited)
        if d.kind != .extensionDecl { declarations[d.name] = d }
        if d.kind == .extensionDecl,
            BuiltinNames.types.contains(d.name)
                || ["Collection", "Sequence", "Equatable", "Comparable"].contains(d.name)
        {
            openTypes.insert(d.name)
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
        for t in inheritedLists[name] ?? [] {
            guard let n = t.name else { continue }
            if seen.contains(n) { continue }
            if declaration(named: n) != nil {
                guard let more = members(of: n, seen: seen.union([name])) else { return nil }
                result.formUnion(more)
            } else if !NameResolver.builtinFunctions.contains(n) {
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
        for m in decl.members {
            if case .function(let f) = m.kind, f.name == "init" {
                candidates.append(f.params)
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
        if let failure = firstFailure(candidates) { throw failure }
    }

    private func memberwiseParams(_ decl: TypeDecl) -> [Param] {
        decl.members.compactMap { m -> Param? in
            guard case .variable(let v) = m.kind, v.isStored, !v.modifiers.isStatic, v.tupleNames == nil else {
                return nil
            }
            if v.isLet && v.initializer != nil { return nil }
            if v.attributes.contains(where: { ["StateObject", "Environment", "EnvironmentObject"].contains($0.name) }) {
                return nil
            }
            let hasDefault = v.initializer != nil || ((v.type?.isOptional ?? false) && !v.isLet)
            return Param(
                label: v.name, name: v.name, type: v.type ?? .named("Any", []),
                defaultValue: hasDefault ? Expr(.nilLiteral, v.pos) : nil,
                isInout: false, isVariadic: false, isAutoclosure: false)
        }
    }
    private var inheritedLists: [String: [TypeRef]] = [:]
    private func declaration(named n: String) -> TypeDecl? { declarations[n] }

    // MARK: Scopes

    private mutating func push() { scopes.append([]) }
    private mutating func pop() { scopes.removeLast() }
    private mutating func declare(_ name: String) { scopes[scopes.count - 1].insert(name) }
    private mutating func declareAll(_ names: Set<String>) { scopes[scopes.count - 1].formUnion(names) }

    private func isVisible(_ name: String) -> Bool {
        if name.hasPrefix("$") { return true }
        for s in scopes.reversed() where s.contains(name) { return true }
        if globalNames.contains(name) { return true }
        if functionDepth > 0 && topLevelVariables.contains(name) { return true }
        if let first = name.first, Scanner.operatorChars.contains(first) { return true }
        return false
    }

    // MARK: Walking

    private mutating func resolveBlock(_ statements: [Stmt], isTopLevel: Bool = false) throws {
        // Local functions and types are visible throughout their block.
        for s in statements {
            switch s.kind {
            case .function(let f): declare(f.name)
            case .type(let d):
                declare(d.name)
                if !isTopLevel { collectMembers(d) }
            default: break
            }
        }
        for s in statements { try resolveStatement(s) }
    }

    private mutating func resolveStatement(_ s: Stmt) throws {
        try StackHeadroom.ensureForReading(at: s.pos)
        switch s.kind {
        case .expr(let e): try resolveExpr(e)
        case .variable(let v):
            if let i = v.initializer { try resolveExpr(i) }
            if case .observed = v.accessors { declare(v.name) }  // its observers read it
            try resolveAccessors(v.accessors)
            declare(v.name)
            v.tupleNames?.forEach { declare($0) }
        case .function(let f):
            try resolveFunction(f, memberNames: nil)
        case .type(let d):
            try resolveType(d)
        case .enumCases(let cases):
            for c in cases { if let r = c.rawValue { try resolveExpr(r) } }
        case .typealiasDecl(let n, _): declare(n)
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
            if let w = whereExpr { try resolveExpr(w) }
            try resolveBlockScoped(body)
            pop()
        case .switchStmt(let subject, let cases):
            try resolveExpr(subject)
            for c in cases {
                push()
                for p in c.patterns { try bindPattern(p, bindsBareNames: false) }
                if let g = c.guardExpr { try resolveExpr(g) }
                try resolveBlock(c.body)
                pop()
            }
        case .returnStmt(let e): if let e { try resolveExpr(e) }
        case .throwStmt(let e): try resolveExpr(e)
        case .deferStmt(let body): try resolveBlockScoped(body)
        case .doCatch(let body, let catches):
            try resolveBlockScoped(body)
            for c in catches {
                push()
                if let p = c.pattern { try bindPattern(p, bindsBareNames: false) } else { declare("error") }
                if let g = c.guardExpr { try resolveExpr(g) }
                try resolveBlock(c.body)
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
        for c in conditions {
            switch c {
            case .expr(let e): try resolveExpr(e)
            case .optionalBinding(let name, _, let value, _):
                try resolveExpr(value)
                declare(name)
            case .casePattern(let p, let e):
                try resolveExpr(e)
                try bindPattern(p, bindsBareNames: false)
            }
        }
    }

    private mutating func bindPattern(_ p: Pattern, bindsBareNames: Bool) throws {
        switch p {
        case .wildcard, .isType: break
        case .binding(let n, _): declare(n)
        case .expression(let e):
            if bindsBareNames, case .identifier(let n) = e.kind { declare(n) } else { try resolveExpr(e) }
        case .enumCase(_, _, let subs):
            for s in subs ?? [] { try bindPattern(s.1, bindsBareNames: bindsBareNames) }
        case .tuple(let items):
            for i in items { try bindPattern(i.1, bindsBareNames: bindsBareNames) }
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

    private mutating func resolveFunction(_ f: FunctionDecl, memberNames: Set<String>?) throws {
        functionDepth += 1
        defer { functionDepth -= 1 }
        push()
        declareAll(Set(f.genericParams))
        for p in f.params {
            if let d = p.defaultValue { try resolveExpr(d) }
            declare(p.name)
        }
        if let body = f.body { try resolveBlock(body) }
        pop()
    }

    private mutating func resolveType(_ d: TypeDecl) throws {
        guard uncheckedDepth == 0, let names = members(of: d.name) else {
            uncheckedDepth += 1
            defer { uncheckedDepth -= 1 }
            try resolveTypeBody(d, names: [])
            return
        }
        try resolveTypeBody(d, names: names)
    }

    private mutating func resolveTypeBody(_ d: TypeDecl, names: Set<String>) throws {
        push()
        declareAll(names)
        declareAll(Set(d.genericParams))
        declare("Self")  // the type itself, or the conforming type in a protocol
        for m in d.members {
            switch m.kind {
            case .variable(let v):
                if let i = v.initializer { try resolveExpr(i) }
                try resolveAccessors(v.accessors)
            case .function(let f): try resolveFunction(f, memberNames: names)
            case .type(let nested): try resolveType(nested)
            case .enumCases(let cases): for c in cases { if let r = c.rawValue { try resolveExpr(r) } }
            default: break
            }
        }
        pop()
    }

    private mutating func resolveExpr(_ e: Expr) throws {
        try StackHeadroom.ensureForReading(at: e.pos)
        switch e.kind {
        case .identifier(let name):
            if let replacement = NameResolver.unsupportedTypes[name], !isVisible(name) {
                throw ScriptError.compile("'\(name)' is not supported in the workbook; use \(replacement)", at: e.pos)
            }
            if uncheckedDepth == 0, !isVisible(name) {
                throw ScriptError.compile("cannot find '\(name)' in scope", at: e.pos)
            }
        case .integer, .float, .bool, .nilLiteral, .selfRef, .superRef, .implicitMember, .keyPath, .typeExpr, .discard:
            break
        case .string(let parts):
            for p in parts { if case .expr(let x) = p { try resolveExpr(x) } }
        case .member(let base, _): try resolveExpr(base)
        case .call(let callee, let args):
            try resolveExpr(callee)
            if uncheckedDepth == 0, case .identifier(let name) = callee.kind { try checkLabels(name, args, pos: e.pos) }
            for a in args { try resolveExpr(a.value) }
        case .subscriptAccess(let base, let args):
            try resolveExpr(base)
            for a in args { try resolveExpr(a.value) }
        case .prefix(_, let x), .forceUnwrap(let x), .bindOptional(let x), .optionalChain(let x), .awaitExpr(let x),
            .inoutRef(let x):
            try resolveExpr(x)
        case .tryExpr(let x, _), .cast(let x, _, _): try resolveExpr(x)
        case .binary(_, let l, let r), .assign(_, let l, let r):
            try resolveExpr(l)
            try resolveExpr(r)
        case .ternary(let a, let b, let c):
            try resolveExpr(a)
            try resolveExpr(b)
            try resolveExpr(c)
        case .closure(let c):
            functionDepth += 1
            defer { functionDepth -= 1 }
            for cap in c.captures { if let v = cap.value { try resolveExpr(v) } }
            push()
            for cap in c.captures { declare(cap.name) }
            for p in c.params { declare(p.name) }
            try resolveBlock(c.body)
            pop()
        case .array(let items): for i in items { try resolveExpr(i) }
        case .dictionary(let pairs):
            for (k, v) in pairs {
                try resolveExpr(k)
                try resolveExpr(v)
            }
        case .tuple(let items): for i in items { try resolveExpr(i.value) }
        case .pound(_, let args, _): for a in args { try resolveExpr(a.value) }
        case .statementExpr(let s): try resolveStatement(s)
        }
    }
}
