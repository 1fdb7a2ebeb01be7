// Property observers as swiftc runs them. A subclass's `override var x { willSet didSet }`
// wraps the inherited setter: its willSet, then the superclass's whole set (willSet, store,
// didSet), then its didSet. Inside an initializer, assigning a property the type itself
// declares initialises it without observers; an inherited one goes through the setter.

import ScriptFrontEnd

extension ObjectModel {
    /// Whether `self.name = …` in the initializer running in `env` initialises storage
    /// directly (no observers), rather than calling the setter.
    func initializesDirectly(_ name: String, in env: Environment) -> Bool {
        guard let type = interpreter.currentSelfType(env) else { return true }
        guard let own = type.storedProperties.first(where: { $0.name == name }) else {
            // Inherited (or an observer override): the superclass's init already ran.
            return type.findStored(name) == nil
        }
        // @Observable with a default value: `_name` is already initialised, so the init
        // accessor is skipped and the assignment is an ordinary set, observers and all.
        return !(type.trackedProperties.contains(name) && own.initializer != nil)
    }

    /// Stores `value` into `instance`'s stored property, running every observer on the way:
    /// overrides in subclasses (most derived outermost) around the declaring class's own
    /// setter, which `setter` may wrap (the @Observable macro's `withMutation`).
    func storeObserving(
        _ instance: Instance, _ stored: VarDecl, _ value: Value, pos: SourcePos,
        setter: ((() throws -> Void) throws -> Void)? = nil, store: () throws -> Void
    ) throws {
        let name = stored.name
        let old = instance.fields[name] ?? .void
        var overrides: [(VarDecl, TypeInfo)] = []
        var declaring = instance.type
        var nextType: TypeInfo? = interpreter.observers.setterDispatchType ?? instance.type
        interpreter.observers.setterDispatchType = nil
        while let typeInfo = nextType {
            if typeInfo.storedProperties.contains(where: { $0 === stored }) {
                declaring = typeInfo
                break
            }
            if let override = typeInfo.observerOverrides[name] { overrides.append((override, typeInfo)) }
            nextType = typeInfo.superclass
        }
        var receiver = Value.object(instance)
        func willSet(_ decl: VarDecl, _ owner: TypeInfo) throws {
            if case .observed(let body?, let parameter, _, _) = decl.accessors {
                try interpreter.runObserver(
                    body, parameter, value, self: &receiver, type: owner, property: name, pos: pos)
            }
        }
        func didSet(_ decl: VarDecl, _ owner: TypeInfo) throws {
            if case .observed(_, _, let body?, let parameter) = decl.accessors {
                try interpreter.runObserver(
                    body, parameter, old, self: &receiver, type: owner, property: name, pos: pos)
            }
        }
        for (decl, owner) in overrides { try willSet(decl, owner) }
        try withoutActuallyEscaping(store) { store in
            let own = {
                try willSet(stored, declaring)
                try store()
                try didSet(stored, declaring)
            }
            if let setter { try setter(own) } else { try own() }
        }
        for (decl, owner) in overrides.reversed() { try didSet(decl, owner) }
    }

    /// Sets an inherited computed property through the subclasses' observer overrides
    /// (`override var y { willSet didSet }`), most derived outermost around the declaring
    /// class's setter. The old value a didSet sees comes from the getter, read before willSet.
    func setComputedObserving(
        _ instance: Instance, _ computed: VarDecl, _ value: Value, pos: SourcePos
    ) throws {
        let name = computed.name
        let declaring = interpreter.owner(of: computed, in: instance.type)
        var overrides: [(VarDecl, TypeInfo)] = []
        var nextType: TypeInfo? = instance.type
        while let typeInfo = nextType, typeInfo !== declaring {
            if let override = typeInfo.observerOverrides[name] { overrides.append((override, typeInfo)) }
            nextType = typeInfo.superclass
        }
        var receiver = Value.object(instance)
        guard !overrides.isEmpty else {
            _ = try interpreter.runSetter(computed, self: receiver, type: declaring, newValue: value, pos: pos)
            return
        }
        let old = try interpreter.runGetter(computed, self: receiver, type: declaring, pos: pos)
        for (decl, owner) in overrides {
            if case .observed(let body?, let parameter, _, _) = decl.accessors {
                try interpreter.runObserver(
                    body, parameter, value, self: &receiver, type: owner, property: name, pos: pos)
            }
        }
        _ = try interpreter.runSetter(computed, self: receiver, type: declaring, newValue: value, pos: pos)
        for (decl, owner) in overrides.reversed() {
            if case .observed(_, _, let body?, let parameter) = decl.accessors {
                try interpreter.runObserver(
                    body, parameter, old, self: &receiver, type: owner, property: name, pos: pos)
            }
        }
    }

    /// Whether `env` is inside an observer of `name` declared with its storage: there an
    /// assignment stores directly. (In an override's observer it goes through the setter, and
    /// so it does for an @Observable property: the macro leaves the observers on `_name`, so
    /// `name = …` in them is the macro's setter, which runs them again, as swiftc's build does.)
    func inOwnObserver(of name: String, in env: Environment) -> Bool {
        guard interpreter.observerProperty(env) == name else { return false }
        guard let type = interpreter.currentSelfType(env) else { return true }
        return type.observerOverrides[name] == nil && !type.trackedProperties.contains(name)
    }

    /// A global or local variable's `willSet`/`didSet` around storing `value`. (Assigning the
    /// variable inside its own observer stores directly, as for a property.)
    func storeObservingVariable(_ box: Box, _ value: Value, pos: SourcePos) throws {
        guard let decl = box.observers, case .observed(let willSet, let wName, let didSet, let dName) = decl.accessors,
            !interpreter.observers.runningVariables.contains(ObjectIdentifier(box))
        else {
            box.value = value
            return
        }
        interpreter.observers.runningVariables.insert(ObjectIdentifier(box))
        defer { interpreter.observers.runningVariables.remove(ObjectIdentifier(box)) }
        let old = box.value
        let env = box.computedEnvironment ?? interpreter.globals
        if let willSet {
            let scope = Environment(parent: env)
            scope.define(wName, value: value)
            _ = try interpreter.execute(willSet, in: scope)
        }
        box.value = value
        if let didSet {
            let scope = Environment(parent: env)
            scope.define(dName, value: old)
            _ = try interpreter.execute(didSet, in: scope)
        }
    }
}
