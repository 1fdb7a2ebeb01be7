import ObservationRuntime
import ScriptFrontEnd

// What the interpreter knows about a user-declared type: its members gathered from the
// declaration and every extension, its conformances and, for @Observable classes, which
// stored properties the expansion tracks.

final class TypeInfo {
    let name: String
    let kind: TypeKind
    let decl: TypeDecl?
    /// The environment the type was declared in (nested types and globals resolve from here).
    let environment: Environment
    var superclass: TypeInfo? { didSet { cachedLayout = nil } }
    var conformances: Set<String> = []
    /// Declared by the prelude (`Slice`, `Result`), not by the program.
    var isFromPrelude = false
    /// For a builtin's extension, the members the prelude declared in it: defaults a builtin's own member beats.
    var preludeMembers: Set<String> = []
    var storedProperties: [VarDecl] = [] {
        didSet {
            storedIndex = Dictionary(storedProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            hasLazyStored = storedProperties.contains { $0.modifiers.isLazy }
            cachedLayout = nil
        }
    }
    /// A `lazy var` among the stored properties (member reads check for one only then).
    private(set) var hasLazyStored = false
    /// Stored properties by name (lookups are on every member access).
    private(set) var storedIndex: [String: VarDecl] = [:]
    var storedPropertyNames: [String] = []
    var computedProperties: [String: VarDecl] = [:]
    /// `override var x { willSet/didSet }`: observers added to an inherited property.
    var observerOverrides: [String: VarDecl] = [:] { didSet { cachedLayout = nil } }
    var methods: [String: [FunctionDecl]] = [:] { didSet { Self.methodGeneration &+= 1 } }
    /// `findMethod`'s merged overloads, valid while no type's methods change (`methodGeneration`).
    private var overloadCache: [String: [FunctionDecl]] = [:]
    private var overloadCacheGeneration = -1
    nonisolated(unsafe) private static var methodGeneration = 0
    var staticMethods: [String: [FunctionDecl]] = [:]
    var staticProperties: [String: VarDecl] = [:]
    var staticStorage: [String: Box] = [:]
    var initializers: [FunctionDecl] = []
    var deinitializer: FunctionDecl?
    var cases: [String: EnumCaseDecl] = [:]
    var caseOrder: [String] = []
    var rawType: TypeRef?
    var nestedTypes: [String: TypeInfo] = [:]
    var typeAliases: [String: TypeRef] = [:]
    /// @Observable: the stored properties whose accessors go through the registrar.
    var isObservable = false
    var trackedProperties: Set<String> = [] { didSet { cachedLayout = nil } }
    /// ObservableObject with @Published properties.
    var publishedProperties: Set<String> = [] { didSet { cachedLayout = nil } }
    /// Protocols this type conforms to that the script declared (their extensions supply defaults).
    var protocols: [TypeInfo] = []
    /// For a protocol: the names its body declares (dispatched dynamically).
    var requirements: Set<String> = []
    /// A struct whose own declaration has an init loses the memberwise one.
    var hasOwnInitializers = false
    /// Runs the type's own operators when a collection compares its values (`ownComparison`).
    var interpreterLink: InterpreterLink?
    var interpreter: Interpreter? { interpreterLink?.interpreter }
    /// Made by `storedLayout` (StoredLayout.swift); a change to what it is made from drops it.
    var cachedLayout: StoredLayout?

    init(name: String, kind: TypeKind, decl: TypeDecl?, environment: Environment) {
        self.name = name
        self.kind = kind
        self.decl = decl
        self.environment = environment
    }

    var isClass: Bool { kind == .classType }

    func conforms(to proto: String) -> Bool {
        if conformances.contains(proto) { return true }
        // `struct Circle: Shape` where `protocol Shape: CustomStringConvertible`.
        if protocols.contains(where: { $0.conforms(to: proto) }) { return true }
        // `struct Digits: RandomAccessCollection` is a `Collection` and a `Sequence`.
        if StandardProtocols.isRefined(proto), conformances.contains(where: { StandardProtocols.refines($0, proto) }) {
            return true
        }
        return superclass?.conforms(to: proto) ?? false
    }

    func findMethod(_ name: String) -> [FunctionDecl]? {
        guard let found = methods[name] else {
            if let found = superclass?.findMethod(name) { return found }
            for proto in protocols { if let found = proto.findMethod(name) { return found } }
            return nil
        }
        guard superclass != nil || !protocols.isEmpty else { return found }
        return withInheritedOverloads(found, name)
    }

    /// `show(_: String)` in a subclass beside the superclass's `show(_: Int)`, or a type's `log(_: String)`
    /// beside its protocol extension's `log(_: Int)`: overloads, not overrides, so a call chooses among all
    /// of them (an inherited one with an own one's signature is overridden and left out).
    private func withInheritedOverloads(_ own: [FunctionDecl], _ name: String) -> [FunctionDecl] {
        if overloadCacheGeneration != Self.methodGeneration {
            overloadCache = [:]
            overloadCacheGeneration = Self.methodGeneration
        }
        if let cached = overloadCache[name] { return cached }
        var inherited = superclass?.findMethod(name) ?? []
        for proto in protocols { inherited += proto.findMethod(name) ?? [] }
        var merged = own
        if !inherited.isEmpty {
            var signatures = Set(own.map(\.signatureKey))
            for decl in inherited where decl.body != nil && signatures.insert(decl.signatureKey).inserted {
                merged.append(decl)
            }
        }
        overloadCache[name] = merged
        return merged
    }

    /// The type (this one, a superclass or a protocol) whose members declare `decl`.
    func owner(ofMethod decl: FunctionDecl) -> TypeInfo? {
        if methods.values.contains(where: { $0.contains { $0 === decl } }) { return self }
        if let owner = superclass?.owner(ofMethod: decl) { return owner }
        for proto in protocols { if let owner = proto.owner(ofMethod: decl) { return owner } }
        return nil
    }

    /// Every protocol this type conforms to, inherited ones included.
    var allProtocols: [TypeInfo] {
        var result: [TypeInfo] = []
        for proto in protocols {
            result.append(proto)
            result.append(contentsOf: proto.allProtocols)
        }
        if let superclass { result.append(contentsOf: superclass.allProtocols) }
        return result
    }

    func findStaticMethod(_ name: String) -> [FunctionDecl]? {
        if let found = staticMethods[name] { return found }
        if let found = superclass?.findStaticMethod(name) { return found }
        for proto in protocols { if let found = proto.findStaticMethod(name) { return found } }
        return nil
    }

    func findComputed(_ name: String) -> VarDecl? {
        if let computed = computedProperties[name] { return computed }
        if let computed = superclass?.findComputed(name) { return computed }
        for proto in protocols { if let computed = proto.findComputed(name) { return computed } }
        return nil
    }

    func findStored(_ name: String) -> VarDecl? {
        if let stored = storedIndex[name] { return stored }
        return superclass?.findStored(name)
    }

    /// All stored properties, superclass first (the order of a memberwise description).
    var allStoredProperties: [VarDecl] { (superclass?.allStoredProperties ?? []) + storedProperties }

    func isSubclass(of other: TypeInfo) -> Bool {
        var next: TypeInfo? = self
        while let current = next {
            if current === other { return true }
            next = current.superclass
        }
        return false
    }

    func hasMember(_ name: String) -> Bool {
        findStored(name) != nil || findComputed(name) != nil || findMethod(name) != nil
            || (name == "rawValue" && rawType != nil)
    }
}

/// An instance of a script class. Its host `deinit` runs the script's `deinit`, so
/// deinitialisation happens when Swift's own ARC would do it.
final class Instance {
    let type: TypeInfo
    var fields: InstanceFields
    private let interpreterLink: InterpreterLink?
    var interpreter: Interpreter? { interpreterLink?.interpreter }
    var observationRegistrar: ObservationRegistrar?
    /// ObservableObject: the `objectWillChange` publisher and one subject per `@Published`.
    var legacy: LegacyState?
    /// Set on the stand-in that runs the script `deinit`, so it does not run twice.
    var isDeinitStandIn = false

    init(type: TypeInfo, interpreter: Interpreter?) {
        self.type = type
        self.fields = InstanceFields(for: type)
        self.interpreterLink = interpreter?.link
    }

    deinit {
        var fields = self.fields
        self.fields = [:]
        if !isDeinitStandIn, let interpreter, !interpreter.isTearingDown, type.hasDeinit,
            !interpreter.scheduler.isEndingTasks
        {
            fields = interpreter.runDeinit(type: type, fields: fields, registrar: observationRegistrar)
        }
        // The properties go after the deinit bodies, in declaration order; released through
        // the chain so a long linked list does not recurse once per node on the host stack.
        ReleaseChain.release(fields.takeForRelease())
    }
}

extension TypeInfo {
    var hasDeinit: Bool { deinitializer != nil || (superclass?.hasDeinit ?? false) }
}

/// Something callable: a script function or closure, or a builtin.
final class Function {
    enum Kind {
        case script(FunctionDecl, Environment)
        case closure(ClosureExpr, Environment)
        case builtin(([Value], [String?]) throws -> Value)
    }
    let kind: Kind
    let name: String
    /// For methods: the receiver, bound when the method value is taken.
    var boundSelf: Value?
    var boundType: TypeInfo?
    init(_ kind: Kind, name: String, boundSelf: Value? = nil, boundType: TypeInfo? = nil) {
        self.kind = kind
        self.name = name
        self.boundSelf = boundSelf
        self.boundType = boundType
    }
}

/// A lexical scope. Closures hold their defining environment, so captures are by reference.
final class Environment {
    /// Written through `define` (which also notes a `self` binding), read directly.
    private(set) var values = ScopeVariables()
    /// A variable named `self` was bound here (`guard let self`, a capture list): name
    /// look-ups test this flag instead of hashing "self" in every scope they pass.
    private(set) var bindsSelf = false
    let parent: Environment?
    /// `parent` for walks that hold the whole chain already (no retain per scope passed).
    var parentLink: Unmanaged<Environment>? { parent.map { Unmanaged.passUnretained($0) } }
    /// In a method body: the receiver, whose members are in scope unqualified.
    var selfBox: Box? { didSet { if selfBox != nil { holdsOnlyVariables = false } } }
    var selfType: TypeInfo? { didSet { if selfType != nil { holdsOnlyVariables = false } } }
    /// The body of an initializer: assignments to `self`'s properties initialise them.
    var isInitializer = false
    /// The body of a property observer: the property it observes.
    var observedProperty: String?
    var types: [String: TypeInfo] = [:] { didSet { if !types.isEmpty { holdsOnlyVariables = false } } }
    var functions: [String: [FunctionDecl]] = [:] { didSet { if !functions.isEmpty { holdsOnlyVariables = false } } }
    /// Nothing but variables was ever bound here (no `self`, receiver, function or type): a
    /// name look-up passing through checks `values` alone (most scopes: loop bodies, blocks).
    private(set) var holdsOnlyVariables = true

    init(parent: Environment?) { self.parent = parent }

    init(parent: Environment?, capacity: Int) {
        self.parent = parent
        values.reserveCapacity(capacity)
    }

    deinit {
        // Swift destroys a scope's variables in reverse order of declaration; a dictionary
        // would free them in hash order, which changes from run to run.
        guard values.count > 1 else { return }
        var variables = ScopeVariables()
        swap(&variables, &values)
        variables.removeAllInReverseCreationOrder()
    }

    /// Redeclaring a name (the REPL allows it) frees the old value, whose deinit may read
    /// this scope: release it after the write to `values`, not during it (exclusivity trap).
    func define(_ name: String, _ box: Box) {
        if NameKey.same(name, "self") {
            bindsSelf = true
            holdsOnlyVariables = false
        }
        let replaced = values.updateValue(box, forKey: name)
        withExtendedLifetime(replaced) {}
    }

    /// The variable `name` bound in this very scope (`key` made once by the caller's walk).
    @inline(__always)
    func variable(_ name: String, key: NameKey) -> Box? { values.box(named: name, key: key) }

    /// The variable at `position` of this scope, if it is `name`'s (`NameSlot`).
    @inline(__always)
    func variable(at position: Int, named name: String, key: NameKey) -> Box? {
        values.box(at: position, named: name, key: key)
    }

    /// Empties the scope, releasing its variables newest first (`IterationScopes`), and hands
    /// back the first variable's box when nothing else holds it (a loop variable bound again).
    func releaseVariablesKeepingFirstBox() -> Box? { values.removeAllNewestFirstKeepingFirstBox() }

    /// The variable `self` bound in this very scope, if any.
    var boundSelf: Box? { bindsSelf ? values["self"] : nil }

    /// Forgets every variable (the session's teardown breaking reference cycles).
    func removeAllValues() -> ScopeVariables {
        defer { values = ScopeVariables() }
        return values
    }
    func define(_ name: String, value: Value, isLet: Bool = true) { define(name, Box(value, isLet: isLet)) }

    func lookupType(_ name: String) -> TypeInfo? {
        var env: Environment? = self
        while let scope = env {
            if !scope.types.isEmpty, let type = scope.types[name] { return type }
            if let selfType = scope.selfType, let nested = selfType.nestedTypes[name] { return nested }
            env = scope.parent
        }
        return nil
    }
}
