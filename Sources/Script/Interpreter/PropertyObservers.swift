// Property observers as swiftc runs them. A subclass's `override var x { willSet didSet }`
// wraps the inherited setter: its willSet, then the superclass's whole set (willSet, store,
// didSet), then its didSet. Inside an initializer, assigning a property the type itself
// declares initialises it without observers; an inherited one goes through the setter.

extension Interpreter {
    /// Whether `self.name = …` in the initializer running in `env` initialises storage
    /// directly (no observers), rather than calling the setter.
    func initializesDirectly(_ name: String, in env: Environment) -> Bool {
        guard let type = currentSelfType(env) else { return true }
        guard let own = type.storedProperties.first(where: { $0.name == name }) else {
            // Inherited (or an observer override): the superclass's init already ran.
            return type.findStored(name) == nil
        }
        // @Observable with a default value: `_name` is already initialised, so the init
        // accessor is skipped and the assignment is an ordinary set, observers and all.
        return !(type.trackedProperties.contains(name) && own.initializer != nil)
    }

    /// Stores `value` into `inst`'s stored property, running every observer on the way:
    /// overrides in subclasses (most derived outermost) around the declaring class's own.
    func storeObserving(_ inst: Instance, _ stored: VarDecl, _ value: Value, pos: SourcePos,
                        store: () throws -> Void) throws {
        let name = stored.name
        let old = inst.fields[name] ?? .void
        var layers: [(VarDecl, TypeInfo)] = []
        var t: TypeInfo? = setterDispatchType ?? inst.type
        setterDispatchType = nil
        while let c = t {
            if let override = c.observerOverrides[name] { layers.append((override, c)) }
            if c.storedProperties.contains(where: { $0 === stored }) { layers.append((stored, c)); break }
            t = c.superclass
        }
        var me = Value.object(inst)
        for (decl, owner) in layers {
            if case .observed(let willSet?, let wName, _, _) = decl.accessors {
                try runObserver(willSet, wName, value, self: &me, type: owner, property: name, pos: pos)
            }
        }
        try store()
        for (decl, owner) in layers.reversed() {
            if case .observed(_, _, let didSet?, let dName) = decl.accessors {
                try runObserver(didSet, dName, old, self: &me, type: owner, property: name, pos: pos)
            }
        }
    }

    /// Whether setting `stored` on an instance of `type` runs any observer.
    func hasObservers(_ stored: VarDecl, in type: TypeInfo) -> Bool {
        if case .observed = stored.accessors { return true }
        var t: TypeInfo? = type
        while let c = t, !c.storedProperties.contains(where: { $0 === stored }) {
            if c.observerOverrides[stored.name] != nil { return true }
            t = c.superclass
        }
        return false
    }
}
