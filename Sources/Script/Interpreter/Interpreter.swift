// The tree-walking interpreter: declarations and statements. Expressions, mutation
// (lvalues), calls and member access live in sibling files as extensions.

import ScriptFrontEnd
import Synchronization

/// A Swift `throw` travelling through script code.
/// (Sendable because Error demands it; script values never leave the interpreter's threads.)
struct ThrownValue: Error, @unchecked Sendable {
    let value: Value
    /// Where the `throw` ran (reported when the error escapes the program).
    var pos: SourcePos = .unknown
}

/// How a statement list finished.
enum Flow {
    case normal
    case returned(Value)
    case breakLoop(String?)
    case continueLoop(String?)
    case fallthroughCase
}

final class Interpreter {
    let globals = Environment(parent: nil)
    /// Every placed name is also looked up by walking the scopes (`PlacedNames.swift`).
    let verifiesSlots = Interpreter.verifyingSlotsRequested
    var options: ScriptOptions
    /// What the run printed and what its `#expect`s found.
    var output: OutputSink
    /// Steps, call depth and the statement running now (read by `tick`, inline: no indirection).
    var bounds = RunBounds()
    /// How large values may grow (`Bounds/MemoryBudget`; inline too, read as strings and arrays grow).
    let memory: MemoryBudget
    /// Set by `ScriptSession.interrupt()` from another thread; a `let`, so `tick` reads it
    /// without an exclusivity check.
    let interruptRequested = Atomic<Bool>(false)
    /// The text of the run in progress and of every earlier run.
    var sources = SessionSources()
    /// Enum cases, raw values, lazy statics, typealiases, extended builtins, expansions.
    var registry = TypeRegistry()
    /// Errors raised where they could not be thrown, waiting for the main program.
    var pending = PendingFailures()
    /// What the property observers in progress need (PropertyObservers.swift).
    var observers = PropertyObserverState()
    let scheduler = TaskScheduler()
    let captureAnalysis = CaptureAnalysis()
    /// Observation bridge: the built-in runtime behind the script's @Observable types.
    lazy var observation = ObservationBridge(interpreter: self)
    /// The script's views (builtin views, `View` structs, `ViewHost`) on the built-in ViewRuntime.
    lazy var views = ViewBridge(interpreter: self)
    /// The numeric builtins: sized integers and Float, their members, initializers and globals.
    lazy var numbers = NumberLibrary(interpreter: self)
    /// The text builtins: String, its indices, substrings and splits, Character, their initializers.
    lazy var strings = StringLibrary(interpreter: self)
    /// The collection builtins: Array, Set and Dictionary methods, slices, splits, properties, initializers, zip.
    lazy var collections = CollectionLibrary(interpreter: self)
    /// The sequence builtins: the methods every sequence shares, transformations, searches, ordering, subsequences, globals.
    lazy var sequences = SequenceLibrary(interpreter: self)
    /// The builtin dispatch: global functions, initializers and static members of builtin types, builtin properties and methods, print, assertions, Foundation JSON values.
    lazy var builtins = BuiltinLibrary(interpreter: self)
    /// How values print and how their types are named: `describe`, `descriptions.typeName(of:)`, `type(of:)`.
    lazy var descriptions = ValueDescriptions(interpreter: self)
    /// Extension members: protocol extensions, extensions of builtin types, same-type overloads.
    lazy var extensionDispatch = ExtensionDispatch(interpreter: self)
    /// Observers, struct field writes, lazy fields, `super`, declared subscripts, initializer references.
    lazy var objectModel = ObjectModel(interpreter: self)
    /// What `is`, `as?`, `as!` and cast patterns answer for a value and a type.
    lazy var casts = CastAnswers(interpreter: self)
    /// A generic type's parameters in its initializers, from the arguments its construction carries.
    lazy var constructionBindings = ConstructionTypeBindings(interpreter: self)
    /// Tasks, `Observations`, task groups, `AsyncStream` and `for await` on the scheduler.
    lazy var tasks = TaskRuntime(interpreter: self)
    /// What types, instances and handlers hold instead of a weak reference (InterpreterLink.swift).
    lazy var link = InterpreterLink(self)

    init(options: ScriptOptions) {
        self.options = options
        output = OutputSink(emit: options.output)
        memory = MemoryBudget(allValues: options.memoryBudget)
        _ = link  // made now, on the session's thread, rather than first by a task thread
    }

    // MARK: Bounds

    @inline(__always)
    func tick(_ pos: SourcePos) throws {
        bounds.steps += 1
        bounds.lastTick = pos
        if bounds.steps & 0x3FFF == 0 { try memory.ensureMemoryLeft(at: pos) }
        if let failure = pending.task {
            pending.task = nil
            throw failure
        }
        // Every step, not every few hundred: one step may be a slow builtin (sorting two
        // million elements), and Ctrl-C must land soon after it returns. A relaxed load.
        if interruptRequested.load(ordering: .relaxed) {
            interruptRequested.store(false, ordering: .relaxed)
            throw ScriptError.stopped("execution interrupted", at: pos)
        }
        if bounds.steps > options.stepBudget {
            throw ScriptError.stopped(
                "execution stopped: the step budget of \(options.stepBudget) steps is used up (an endless loop?)",
                at: pos)
        }
    }

    func write(_ text: String, at pos: SourcePos) throws {
        guard output.write(text, limit: options.outputLimit) else {
            throw ScriptError.stopped(
                "execution stopped: the program printed more than \(options.outputLimit) bytes", at: pos)
        }
    }

    // MARK: Running a program

    func run(_ program: [Stmt]) throws {
        // An import reaches the whole file, wherever it is written.
        for statement in program {
            if case .importDecl(let name) = statement.kind, name == "Foundation" || name == "SwiftUI" {
                registry.foundationImported = true
            }
        }
        try declare(program, in: globals)
        _ = try executeTopLevel(program)
    }

    private func executeTopLevel(_ statements: [Stmt]) throws -> Flow {
        var deferred: [[Stmt]] = []
        defer {
            for body in deferred.reversed() { _ = try? execute(body, in: globals) }
        }
        for statement in statements {
            switch statement.kind {
            case .type, .function: continue
            case .deferStmt(let body):
                deferred.append(body)
                continue
            case .returnStmt:
                throw ScriptError.cannotRun("a 'return' outside a function", at: statement.pos)
            default: break
            }
            let flow = try execute(statement, in: globals)
            switch flow {
            case .normal: continue
            case .breakLoop:
                throw ScriptError.cannotRun("a 'break' outside a loop, if, do or switch", at: statement.pos)
            case .continueLoop: throw ScriptError.cannotRun("a 'continue' outside a loop", at: statement.pos)
            default: return flow
            }
        }
        return .normal
    }

    // MARK: Declarations (hoisted: types and functions are visible before their line)
    // The shape of each declaration was checked before the program ran (`Semantics/Checks/`);
    // hoisting refuses only what needs the interpreter's own type table (`applyExtension`).
    // Declaring runs once per declaration, not once per step, so these functions (and
    // `tearDown`, `beginRun`, `completions`) are compiled unoptimized: `@_optimize(none)`,
    // ARCHITECTURE.md, "Build cost".

    @_optimize(none) func declare(_ statements: [Stmt], in env: Environment) throws {
        var extensions: [TypeDecl] = []
        for statement in statements {
            switch statement.kind {
            case .type(let decl):
                if decl.kind == .extensionDecl {
                    extensions.append(decl)
                } else {
                    try declareType(decl, in: env, outer: nil)
                }
            case .function(let decl):
                // A later run (the REPL) that declares the same signature replaces it.
                let signature = decl.signatureKey
                env.functions[decl.name, default: []].removeAll { $0.signatureKey == signature }
                env.functions[decl.name, default: []].append(decl)
            case .typealiasDecl(let name, let type):
                env.types[name] = nil
                registry.aliases[name] = type
            default: break
            }
        }
        // Superclasses and conformances resolve once every type of the run is known.
        for statement in statements {
            if case .type(let decl) = statement.kind, decl.kind != .extensionDecl, let info = env.lookupType(decl.name)
            {
                try resolveInheritance(info, decl)
            }
        }
        for ext in extensions { try applyExtension(ext, in: env) }
        for statement in statements {
            if case .type(let decl) = statement.kind, decl.kind == .classType, let info = env.lookupType(decl.name),
                decl.hasAttribute("Observable")
            {
                observation.expandObservable(info, decl)
            }
        }
    }

    @_optimize(none) func declareType(_ decl: TypeDecl, in env: Environment, outer: TypeInfo?) throws {
        let info = TypeInfo(name: decl.name, kind: decl.kind, decl: decl, environment: env)
        info.interpreterLink = link
        if let outer { outer.nestedTypes[decl.name] = info } else { env.types[decl.name] = info }
        addMembers(decl.members, to: info, isExtension: false)
        for member in decl.members {
            if case .type(let nested) = member.kind {
                try declareType(nested, in: env, outer: info)
                if let nestedInfo = info.nestedTypes[nested.name] { try resolveInheritance(nestedInfo, nested) }
            }
        }
        if decl.kind == .enumType {
            if let first = decl.inherited.first, let rawTypeName = first.name,
                ["Int", "String", "Double", "Character"].contains(rawTypeName)
            {
                info.rawType = first
                try assignRawValues(info)
            }
        }
    }

    @_optimize(none) private func assignRawValues(_ info: TypeInfo) throws {
        guard let raw = info.rawType?.name else { return }
        var next = 0
        for name in info.caseOrder {
            guard let enumCase = info.cases[name] else { continue }
            if let rawExpr = enumCase.rawValue {
                // Typed by the raw type: `case x = "X"` in a `Character` enum is a Character.
                let value = coerce(
                    try evaluate(rawExpr, in: info.environment, expected: info.rawType), to: info.rawType!)
                registry.rawValues[ObjectIdentifier(info), default: [:]][name] = value
                if case .int(let number) = value { next = number + 1 }
            } else if raw == "String" {
                registry.rawValues[ObjectIdentifier(info), default: [:]][name] = .string(name)
            } else if raw == "Int" {
                registry.rawValues[ObjectIdentifier(info), default: [:]][name] = .int(next)
                next += 1
            }
        }
    }

    @_optimize(none) func resolveInheritance(_ info: TypeInfo, _ decl: TypeDecl) throws {
        for (i, inherited) in decl.inherited.enumerated() {
            guard let name = inherited.name else { continue }
            if i == 0, info.kind == .classType, let superInfo = info.environment.lookupType(name),
                superInfo.kind == .classType
            {
                info.superclass = superInfo
                continue
            }
            // A class anywhere else: `protocol P: Base` asks its conformers to inherit from Base
            // (a misplaced superclass was refused before the program ran, by DeclarationRules).
            if let other = info.environment.lookupType(name), other.kind == .classType { continue }
            info.conformances.insert(name)
            if name == "Hashable" || name == "Comparable" { info.conformances.insert("Equatable") }
            if let protocolInfo = info.environment.lookupType(name), protocolInfo.kind == .protocolType,
                !info.protocols.contains(where: { $0 === protocolInfo })
            {
                info.protocols.append(protocolInfo)
                info.conformances.formUnion(protocolInfo.allProtocols.map(\.name))
            }
        }
        if info.kind == .protocolType, let decl = info.decl {
            for member in decl.members {
                switch member.kind {
                case .function(let function): info.requirements.insert(function.name)
                case .variable(let variable): info.requirements.insert(variable.name)
                default: break
                }
            }
        }
    }

    /// Files the members away; what a type body may declare was checked before the program ran
    /// (`Semantics/Checks/DeclarationRules`), so nothing here refuses.
    @_optimize(none) func addMembers(_ members: [Stmt], to info: TypeInfo, isExtension: Bool) {
        for member in members {
            switch member.kind {
            case .variable(let variable):
                if variable.modifiers.isStatic {
                    info.staticProperties[variable.name] = variable
                    if variable.isStored {
                        // Static stored properties are lazily initialised, like Swift globals.
                        registry.lazyStatics[ObjectIdentifier(info), default: [:]][variable.name] = variable
                    }
                } else if variable.modifiers.isOverride, case .observed = variable.accessors, info.kind == .classType {
                    info.observerOverrides[variable.name] = variable
                } else if variable.isStored, info.kind != .protocolType {
                    info.storedProperties.append(variable)
                    info.storedPropertyNames.append(variable.name)
                    if variable.hasAttribute("Published") { info.publishedProperties.insert(variable.name) }
                } else if case .computed(let get, _, _) = variable.accessors,
                    !(info.kind == .protocolType && get.isEmpty)
                {
                    info.computedProperties[variable.name] = variable
                }
            case .function(let function):
                if function.name == "init" {
                    if !isExtension && info.kind != .protocolType { info.hasOwnInitializers = true }
                    if function.body != nil { info.initializers.append(function) }
                } else if function.name == "deinit" {
                    info.deinitializer = function
                } else if function.modifiers.isStatic
                    || (function.name.first.map { Scanner.operatorChars.contains($0) } ?? false)
                {
                    if function.body != nil { info.staticMethods[function.name, default: []].append(function) }
                } else if function.body != nil {
                    info.methods[function.name, default: []].append(function)
                }
            case .enumCases(let cases):
                for enumCase in cases {
                    info.cases[enumCase.name] = enumCase
                    info.caseOrder.append(enumCase.name)
                    registry.enumCaseIndex[enumCase.name, default: []].append(info)
                }
            case .typealiasDecl(let name, let type):
                info.typeAliases[name] = type
            default: break
            }
        }
    }

    @_optimize(none) func applyExtension(_ decl: TypeDecl, in env: Environment) throws {
        let info: TypeInfo
        if let existing = lookupTypeByPath(decl.name, in: env) {
            info = existing
        } else if let builtin = builtinExtensionTarget(decl.name) {
            info = builtin
        } else {
            // Needs the interpreter's type table: a builtin type it does not implement, or a typo
            // no compiler was there to catch.
            throw ScriptError.cannotRun(
                "an extension of '\(decl.name)', a type the workbook does not know", at: decl.pos)
        }
        // A builtin's chain of extensions includes the protocols it adopts, and a protocol's
        // extension may now declare what a look-up made earlier did not look for.
        defer { registry.extensionsChanged() }
        addMembers(decl.members, to: info, isExtension: true)
        for inherited in decl.inherited {
            if let name = inherited.name {
                info.conformances.insert(name)
                if name == "Hashable" || name == "Comparable" { info.conformances.insert("Equatable") }
                if let protocolInfo = env.lookupType(name), protocolInfo.kind == .protocolType,
                    !info.protocols.contains(where: { $0 === protocolInfo })
                {
                    info.protocols.append(protocolInfo)
                }
            }
        }
        for member in decl.members {
            if case .type(let nested) = member.kind { try declareType(nested, in: env, outer: info) }
        }
    }

    func lookupTypeByPath(_ path: String, in env: Environment) -> TypeInfo? {
        let parts = path.split(separator: ".").map(String.init)
        guard var info = env.lookupType(parts[0]) else { return nil }
        for part in parts.dropFirst() {
            guard let nested = info.nestedTypes[part] else { return nil }
            info = nested
        }
        return info
    }

    /// Extensions of builtin types (`extension Int { … }`) get a TypeInfo of their own.
    @_optimize(none) func builtinExtensionTarget(_ name: String) -> TypeInfo? {
        let builtinNames: Set<String> = [
            "Int", "Double", "String", "Bool", "Array", "Dictionary", "Set", "Optional", "Character", "Collection",
            "Sequence", "Equatable", "Comparable", "View", "Float", "BidirectionalCollection", "RandomAccessCollection",
            "MutableCollection",
        ]
        guard
            builtinNames.contains(name) || IntegerKind(name: name) != nil
                || ExtensionDispatch.numericProtocols.contains(name)
        else { return nil }
        if let existing = registry.builtinExtensions[name] { return existing }
        let info = TypeInfo(name: name, kind: .structType, decl: nil, environment: globals)
        registry.builtinExtensions[name] = info
        return info
    }

    // MARK: Statements

    func execute(_ statements: [Stmt], in env: Environment) throws -> Flow {
        var deferred: [[Stmt]]? = nil
        defer {
            if let deferred {
                for body in deferred.reversed() { _ = try? execute(body, in: Environment(parent: env)) }
            }
        }
        for statement in statements {
            if case .deferStmt(let body) = statement.kind {
                if deferred == nil { deferred = [] }
                deferred!.append(body)
                continue
            }
            let flow = try execute(statement, in: env)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func execute(_ statement: Stmt, in env: Environment) throws -> Flow {
        try tick(statement.pos)
        try StackHeadroom.ensureForRunning(at: statement.pos)
        // The everyday statements are written out here (or inlined); the rarer ones each call a helper.
        switch statement.kind {
        case .expr(let expr):
            _ = try evaluate(expr, in: env)
            return .normal
        case .variable(let decl):
            try declareVariable(decl, in: env)
            return .normal
        case .function(let decl):
            if env !== globals { env.functions[decl.name, default: []].append(decl) }
            return .normal
        case .type:
            if env !== globals { try declare([statement], in: env) }
            return .normal
        case .enumCases:
            throw ScriptError.cannotRun("an enum 'case' outside an enum", at: statement.pos)
        case .typealiasDecl(let name, let type):
            registry.aliases[name] = type
            return .normal
        case .importDecl(let name):
            executeImport(name)
            return .normal
        case .ifStmt(let conditions, let body, let elseBody):
            let scope = Environment(parent: env)
            if try evaluateConditions(conditions, in: scope) {
                return try execute(body, in: scope)
            } else if let elseBody {
                return try execute(elseBody, in: Environment(parent: env))
            }
            return .normal
        case .guardStmt(let conditions, let body):
            return try executeGuard(conditions, body, in: env, pos: statement.pos)
        case .whileStmt(let conditions, let body):
            return try executeWhile(conditions, body, in: env, pos: statement.pos)
        case .repeatWhile(let body, let condition):
            return try executeRepeatWhile(body, condition, in: env, pos: statement.pos)
        case .forIn(let pattern, let sequence, let whereExpr, let body, let isAwait):
            return try executeForIn(pattern, sequence, whereExpr, body, isAwait: isAwait, in: env, pos: statement.pos)
        case .switchStmt(let subject, let cases):
            return try executeSwitch(subject, cases, in: env, pos: statement.pos)
        case .returnStmt(let expr):
            return .returned(try expr.map { try evaluate($0, in: env) } ?? .void)
        case .breakStmt(let label): return .breakLoop(label)
        case .continueStmt(let label): return .continueLoop(label)
        case .fallthroughStmt: return .fallthroughCase
        case .throwStmt(let expr):
            throw ThrownValue(value: try evaluate(expr, in: env), pos: statement.pos)
        case .deferStmt:
            return .normal  // `execute(_ body:)` keeps it for the end of the scope
        case .doCatch(let body, let catches):
            return try executeDoCatch(body, catches, in: env)
        case .block(let body):
            return try execute(body, in: Environment(parent: env))
        case .labeled(let label, let inner):
            return try executeLabeled(label, inner, in: env)
        }
    }

    /// `import M`: Foundation (or SwiftUI) brings its API. The checks refused unknown modules
    /// (`BuiltinNames.modules`).
    private func executeImport(_ name: String) {
        if name == "Foundation" || name == "SwiftUI" { registry.foundationImported = true }
    }

    private func executeGuard(
        _ conditions: [Condition], _ body: [Stmt], in env: Environment, pos: SourcePos
    ) throws -> Flow {
        // Bindings of a guard stay visible after it: bind into the current scope.
        if try evaluateConditions(conditions, in: env) { return .normal }
        let flow = try execute(body, in: Environment(parent: env))
        if case .normal = flow {
            throw ScriptError.cannotRun(
                "a 'guard' whose 'else' falls through (it must return, throw or break)", at: pos)
        }
        return flow
    }

    // MARK: Loops (inlined: each is one everyday statement of the dispatch above)

    @inline(__always)
    private func executeWhile(
        _ conditions: [Condition], _ body: [Stmt], in env: Environment, pos: SourcePos
    ) throws -> Flow {
        let label = takeLoopLabel()
        var scopes = IterationScopes(parent: env)
        while true {
            try tick(pos)
            var scope = scopes.next()
            defer { scopes.finish(&scope) }
            guard try evaluateConditions(conditions, in: scope) else { break }
            let flow = try execute(body, in: scope)
            switch flow {
            case .breakLoop(let target) where target == nil || target == label: return .normal
            case .continueLoop(let target) where target == nil || target == label: continue
            case .normal: continue
            default: return flow
            }
        }
        return .normal
    }

    @inline(__always)
    private func executeRepeatWhile(
        _ body: [Stmt], _ condition: Expr, in env: Environment, pos: SourcePos
    ) throws -> Flow {
        let label = takeLoopLabel()
        var scopes = IterationScopes(parent: env)
        repeat {
            try tick(pos)
            let flow: Flow
            do {
                var scope = scopes.next()
                defer { scopes.finish(&scope) }
                flow = try execute(body, in: scope)
            }
            switch flow {
            case .breakLoop(let target) where target == nil || target == label: return .normal
            case .continueLoop(let target) where target == nil || target == label: break
            case .normal: break
            default: return flow
            }
        } while try truthy(try evaluate(condition, in: env), condition.pos)
        return .normal
    }

    @inline(__always)
    private func executeForIn(
        _ pattern: Pattern, _ sequence: Expr, _ whereExpr: Expr?, _ body: [Stmt], isAwait: Bool,
        in env: Environment, pos: SourcePos
    ) throws -> Flow {
        let label = takeLoopLabel()
        if isAwait { return try tasks.executeForAwait(pattern, sequence, body, in: env, pos: pos) }
        let seq = try evaluate(sequence, in: env)
        loopLabel = label
        var scopes = IterationScopes(parent: env)
        return try iterate(seq, pos: sequence.pos) { element in
            var scope = scopes.next()
            defer { scopes.finish(&scope) }
            if case .binding(let name, let isLet) = pattern {
                scopes.bindLoopVariable(name, isLet: isLet, element, in: scope)
            } else if !(try self.bindPattern(pattern, element, in: scope)) {
                return .normal
            }
            if let whereExpr, !(try self.truthy(try self.evaluate(whereExpr, in: scope), whereExpr.pos)) {
                return .normal
            }
            return try self.execute(body, in: scope)
        }
    }

    /// `label: statement`: a `break label` inside ends here.
    private func executeLabeled(_ label: String, _ inner: Stmt, in env: Environment) throws -> Flow {
        switch inner.kind {
        case .forIn, .whileStmt, .repeatWhile: loopLabel = label
        default: loopLabel = nil
        }
        let flow = try execute(inner, in: env)
        loopLabel = nil
        switch flow {
        case .breakLoop(let target) where target == label: return .normal
        default: return flow
        }
    }

    // MARK: Errors

    /// `do { … } catch pattern where guard { … }`: the first clause whose pattern and guard
    /// match the thrown value handles it; none does, and it goes on up.
    private func executeDoCatch(_ body: [Stmt], _ catches: [CatchClause], in env: Environment) throws -> Flow {
        do {
            return try execute(body, in: Environment(parent: env))
        } catch let thrown as ThrownValue {
            for clause in catches {
                let scope = Environment(parent: env)
                if let pattern = clause.pattern {
                    guard try bindPattern(pattern, thrown.value, in: scope) else { continue }
                } else {
                    scope.define("error", value: thrown.value)
                }
                if let guardExpr = clause.guardExpr,
                    !(try truthy(try evaluate(guardExpr, in: scope), guardExpr.pos))
                {
                    continue
                }
                return try execute(clause.body, in: scope)
            }
            throw thrown
        }
    }

    /// Runs a loop body per element; handles break/continue (labelled ones pass through).
    func iterate(_ sequence: Value, pos: SourcePos, _ body: (Value) throws -> Flow) throws -> Flow {
        let label = takeLoopLabel()
        func handle(_ flow: Flow) -> Flow? {
            switch flow {
            case .normal: return nil
            case .continueLoop(let target) where target == nil || target == label: return nil
            case .breakLoop(let target) where target == nil || target == label: return .normal
            default: return flow
            }
        }
        switch sequence {
        case .range(let lo, let hi, let closed):
            let end = closed ? hi : hi - 1
            if lo > end { return .normal }
            var i = lo
            while i <= end {
                try tick(pos)
                if let flow = handle(try body(.int(i))) { return flow }
                if i == end { break }
                i += 1
            }
        default:
            if let type = typeInfo(of: sequence), type.isScriptSequence {
                // A program's own sequence: one `next()` per pass, as Swift's loop asks (its `next()`
                // may print, or never end: `break` stops it).
                var stream = try ElementStream(over: sequence, dispatch: extensionDispatch, pos: pos)
                while let element = try stream.next() {
                    if let flow = handle(try body(element)) { return flow }
                }
                return .normal
            }
            for element in try elements(of: sequence, pos: pos) {
                try tick(pos)
                if let flow = handle(try body(element)) { return flow }
            }
        }
        return .normal
    }

    func declareVariable(_ decl: VarDecl, in env: Environment) throws {
        if let names = decl.tupleNames {
            guard let initializer = decl.initializer else {
                throw ScriptError.cannotRun("a tuple of names declared without a value", at: decl.pos)
            }
            let value = try evaluate(initializer, in: env)
            if let shape = decl.tupleShape {
                try shape.bind(value, isLet: decl.isLet, in: env, pos: decl.pos)
                return
            }
            guard case .tuple(let items, _) = value, items.count == names.count else {
                throw ScriptError.runtime(
                    "cannot destructure a value that is not a tuple of \(names.count) elements", at: decl.pos)
            }
            for (name, item) in zip(names, items) where name != "_" { env.define(name, Box(item, isLet: decl.isLet)) }
            return
        }
        if case .computed(let get, let set, let setterName) = decl.accessors {
            // A computed global or local variable.
            let box = Box(.void, isLet: set == nil, isInitialized: true, declaredType: decl.type)
            box.computed = (get, set, setterName)
            box.computedEnvironment = env
            env.define(decl.name, box)
            return
        }
        if decl.modifiers.isLazy && env === globals {
            // Globals are lazy in Swift anyway; evaluate now.
        }
        var value: Value
        var initialized = true
        if let initializer = decl.initializer {
            value = try evaluate(initializer, in: env, expected: decl.type)
            if let type = decl.type { value = coerce(value, to: type, in: env) }
        } else if let type = decl.type, type.isOptional, !decl.isLet {
            value = .optional(nil)
        } else {
            value = .void
            initialized = false
        }
        let box = Box(value, isLet: decl.isLet, isInitialized: initialized, declaredType: decl.type)
        if case .observed = decl.accessors {
            box.observers = decl
            box.computedEnvironment = env
        }
        if decl.modifiers.isWeak || decl.modifiers.isUnowned {
            if decl.modifiers.isWeak, let type = decl.type, !type.isOptional {
                throw ScriptError.cannotRun(
                    "the 'weak' variable '\(decl.name)' of a type that is not optional", at: decl.pos)
            }
            box.makeWeak(unowned: decl.modifiers.isUnowned)
        }
        env.define(decl.name, box)
    }

    // MARK: Conditions

    func truthy(_ value: Value, _ pos: SourcePos) throws -> Bool {
        switch value {
        case .bool(let boolean): return boolean
        case .optional:
            throw ScriptError.cannotRun("an optional used as a condition (test it with '!= nil')", at: pos)
        default:
            throw ScriptError.cannotRun(
                "a value of type '\(descriptions.typeName(of: value))' used as a condition, which takes a Bool", at: pos
            )
        }
    }

    func evaluateConditions(_ conditions: [Condition], in env: Environment) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expr(let expr):
                if !(try truthy(try evaluate(expr, in: env), expr.pos)) { return false }
            case .optionalBinding(let name, let isLet, let valueExpr, let pos):
                let value = try evaluate(valueExpr, in: env)
                switch value {
                case .optional(nil): return false
                case .optional(let inner?): env.define(name, Box(inner, isLet: isLet))
                default:
                    throw ScriptError.cannotRun(
                        "'if let' over a value of type '\(descriptions.typeName(of: value))', which is not optional",
                        at: pos
                    )
                }
            case .casePattern(let pattern, let valueExpr):
                let value = try evaluate(valueExpr, in: env)
                if !(try bindPattern(pattern, value, in: env)) { return false }
            }
        }
        return true
    }

    func evaluateStatementExpr(_ statement: Stmt, in env: Environment, expected: TypeRef?) throws -> Value {
        func branch(_ body: [Stmt], _ scope: Environment) throws -> Value {
            guard body.count == 1 else {
                throw ScriptError.cannotRun(
                    "a branch of an 'if' or 'switch' expression that is not one expression or a 'throw'",
                    at: body.first?.pos ?? statement.pos)
            }
            switch body[0].kind {
            case .expr(let expr): return try evaluate(expr, in: scope, expected: expected)
            case .ifStmt, .switchStmt: return try evaluateStatementExpr(body[0], in: scope, expected: expected)
            case .throwStmt:
                _ = try execute(body[0], in: scope)
                return .void
            default:
                throw ScriptError.cannotRun(
                    "a branch of an 'if' or 'switch' expression that is not one expression or a 'throw'",
                    at: body[0].pos)
            }
        }
        switch statement.kind {
        case .ifStmt(let conditions, let body, let elseBody):
            let scope = Environment(parent: env)
            if try evaluateConditions(conditions, in: scope) { return try branch(body, scope) }
            guard let elseBody else {
                throw ScriptError.cannotRun("an 'if' expression without a final 'else'", at: statement.pos)
            }
            return try branch(elseBody, Environment(parent: env))
        case .switchStmt(let subjectExpr, let cases):
            let subject = try evaluate(subjectExpr, in: env)
            guard let (index, scope) = try matchSwitch(subject, cases, in: env) else {
                throw ScriptError.runtime(
                    "switch must be exhaustive: no case matched '\(descriptions.describe(subject))'", at: statement.pos)
            }
            return try branch(cases[index].body, scope)
        default:
            throw ScriptError.cannotRun("this statement where a value is expected", at: statement.pos)
        }
    }

    func matchSwitch(_ subject: Value, _ cases: [SwitchCase], in env: Environment) throws -> (Int, Environment)? {
        for (i, switchCase) in cases.enumerated() {
            if switchCase.isDefault { return (i, Environment(parent: env)) }
            for pattern in switchCase.patterns {
                let caseScope = Environment(parent: env)
                if try bindPattern(pattern, subject, in: caseScope) {
                    if let guardExpr = switchCase.guardExpr,
                        !(try truthy(try evaluate(guardExpr, in: caseScope), guardExpr.pos))
                    {
                        continue
                    }
                    return (i, caseScope)
                }
            }
        }
        return nil
    }

    func executeSwitch(_ subjectExpr: Expr, _ cases: [SwitchCase], in env: Environment, pos: SourcePos) throws -> Flow {
        let subject = try evaluate(subjectExpr, in: env)
        guard var (index, scope) = try matchSwitch(subject, cases, in: env) else {
            throw ScriptError.runtime(
                "switch must be exhaustive: no case matched '\(descriptions.describe(subject))'", at: pos)
        }
        while true {
            let flow = try execute(cases[index].body, in: scope)
            switch flow {
            case .fallthroughCase:
                index += 1
                if index >= cases.count { return .normal }
                scope = Environment(parent: env)
                continue
            case .breakLoop(nil): return .normal
            default: return flow
            }
        }
    }

    // MARK: Loop labels

    /// The label of the loop statement about to run (`outer: for …`).
    var loopLabel: String?
    func takeLoopLabel() -> String? {
        defer { loopLabel = nil }
        return loopLabel
    }
    /// Set while the session ends: no script `deinit` runs any more.
    var isTearingDown = false
}

extension Interpreter {
    /// Ends the session: breaks the reference cycles globals form with the closures and
    /// types stored in them, without running script `deinit`s (a program's globals are never
    /// deinitialised at exit either).
    @_optimize(none) func tearDown() {
        isTearingDown = true
        scheduler.abandonAll()
        // Objects the program left in reference cycles (a friend list pointing back) are
        // unreachable once the session ends: empty them so they are freed.
        // A work list rather than recursion: a 3,000-node linked list must not overflow the stack.
        var seen: Set<ObjectIdentifier> = []
        var pending: [Value] = []
        func breakCycles(_ value: Value) {
            pending.append(value)
            while let next = pending.popLast() { empty(next) }
        }
        func empty(_ value: Value) {
            switch value {
            case .object(let inst):
                guard seen.insert(ObjectIdentifier(inst)).inserted else { return }
                let fields = inst.fields
                inst.fields = [:]
                // Installed trackings hold their onChange closures: drop them with the registrar.
                inst.observationRegistrar = nil
                inst.legacy = nil
                pending.append(contentsOf: fields.values)
            case .array(let items), .slice(let items, _): pending.append(contentsOf: items)
            case .dictionary(let dictionary): pending.append(contentsOf: dictionary.values)
            case .set(let set): pending.append(contentsOf: set.elements)
            case .optional(let wrapped?): pending.append(wrapped)
            case .tuple(let items, _): pending.append(contentsOf: items)
            case .structValue(let structValue): pending.append(contentsOf: structValue.fields.values)
            case .enumValue(let enumValue): pending.append(contentsOf: enumValue.payload)
            case .function(let function):
                if case .closure(_, let env) = function.kind { emptyEnvironment(env) }
                if let boundSelf = function.boundSelf { pending.append(boundSelf) }
            default: break
            }
        }
        func emptyEnvironment(_ env: Environment) {
            guard seen.insert(ObjectIdentifier(env)).inserted else { return }
            let values = env.removeAllValues()
            for box in values.values { pending.append(box.value) }
            if let selfBox = env.selfBox {
                env.selfBox = nil
                pending.append(selfBox.value)
            }
        }
        for box in globals.values.values { breakCycles(box.value) }
        func staticValues(_ info: TypeInfo) {
            info.staticStorage.values.forEach { breakCycles($0.value) }
            info.nestedTypes.values.forEach(staticValues)
        }
        globals.types.values.forEach(staticValues)
        func clear(_ info: TypeInfo) {
            info.staticStorage.removeAll()
            info.nestedTypes.values.forEach(clear)
        }
        globals.types.values.forEach(clear)
        registry.builtinExtensions.values.forEach(clear)
        _ = globals.removeAllValues()
        globals.functions.removeAll()
        globals.types.removeAll()
        registry.removeAll()
        link.cut()
    }

    /// Declares the prelude (`Prelude.swift`) into the globals once per interpreter.
    @_optimize(none) func declarePreludeIfNeeded() throws {
        guard !registry.preludeDeclared else { return }
        registry.preludeDeclared = true
        try declare(Prelude.program, in: globals)
        for type in globals.types.values { type.isFromPrelude = true }
        // The prelude's collection defaults (`extension Collection { var count … }`, for a program's own
        // collections) give way to a builtin's own members.
        for name in StandardProtocols.collectionProtocols {
            guard let ext = registry.builtinExtensions[name] else { continue }
            ext.preludeMembers = Set(ext.methods.keys).union(ext.computedProperties.keys)
        }
    }

    /// A value of one of the prelude's types, made by its initializer (`CancellationError()`, the
    /// `PrefixSequence` a program sequence's `prefix(2)` makes).
    func preludeValue(_ typeName: String, _ arguments: [Value], labels: [String?], pos: SourcePos) throws -> Value {
        guard let type = lookupTypeByPath(typeName, in: globals) else {
            throw ScriptError.runtime("\(typeName) is missing from the prelude", at: pos)
        }
        return try callValue(.type(.user(type)), arguments, labels: labels, pos: pos)
    }

    /// Resets the per-run state (output, expectations, bounds) before a new run.
    @_optimize(none) func beginRun(file: String, firstLine: Int, source: SourceText, entry: Int32) {
        // Before the checker runs: it resolves names against the globals.
        try? declarePreludeIfNeeded()
        sources.beginRun(file: file, firstLine: firstLine, source: source, entry: entry)
        output.beginRun()
        bounds.beginRun()
        interruptRequested.store(false, ordering: .relaxed)
        scheduler.releaseEnded()
    }

    var lastPosition: SourcePos { .unknown }

    @_optimize(none) func completions(prefix: String, receiver: String?) -> [String] {
        var names: Set<String> = []
        if let receiver {
            if let box = globals.values[receiver], let info = typeInfo(of: box.value) {
                names.formUnion(info.allStoredProperties.map(\.name))
                var next: TypeInfo? = info
                while let current = next {
                    names.formUnion(current.computedProperties.keys)
                    names.formUnion(current.methods.keys)
                    next = current.superclass
                }
            } else if let info = globals.types[receiver] {
                names.formUnion(info.staticProperties.keys)
                names.formUnion(info.staticMethods.keys)
                names.formUnion(info.caseOrder)
            }
        } else {
            names.formUnion(globals.values.keys)
            names.formUnion(globals.types.keys)
            names.formUnion(globals.functions.keys)
            names.formUnion(["print", "withObservationTracking", "Observations", "Task"])
        }
        return names.filter { $0.hasPrefix(prefix) && !$0.hasPrefix("$") }.sorted()
    }
}
