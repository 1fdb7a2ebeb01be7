/// A dynamic property of a view (`@State`, `@StateObject`, `@ObservedObject`,
/// `@Environment`, `@EnvironmentObject`, `@Binding`, `@Bindable`). The host installs every
/// property of a view before each evaluation of its body.
public protocol ViewProperty {
    /// Connects the property to the view's persistent storage, environment and held
    /// objects. Throws when it cannot (a missing environment object).
    func install(in context: ViewPropertyContext) throws
    /// Whether this property of a newly produced view value carries the same input as
    /// `previous` (the same property of the previous value).
    func hasSameInput(as previous: any ViewProperty) -> Bool
}

/// What a property sees while being installed into one view identity.
public struct ViewPropertyContext {
    let node: ViewNode
    let host: ViewHost
    let name: String

    /// The view's type name, for messages.
    public var viewTypeName: String { node.typeName }

    /// The property's name as declared (`taps` for `@State var taps`).
    public var propertyName: String { name.hasPrefix("_") ? String(name.dropFirst()) : name }

    /// Persistent storage for this property within the view's identity: created with
    /// `create` the first time (or if the stored object has another type), kept afterwards,
    /// dropped when the identity goes away.
    public func storage<T: AnyObject>(create: () -> T) -> T {
        if let existing = node.storage[name] as? T { return existing }
        let created = create()
        node.storage[name] = created
        return created
    }

    /// The view re-evaluates on every `objectWillChange` of `object` from now on (until a
    /// later evaluation no longer holds it).
    public func hold(_ object: HeldObject) {
        host.hold(object, in: node, by: name)
    }

    /// Looks up the environment; records the dependency so a change of the object
    /// re-evaluates the view.
    public func environment(_ key: EnvironmentKey) -> EnvironmentEntry? {
        let entry = node.environment.lookup(key)
        node.environmentDependencies[key] = entry.map { ObjectIdentifier($0.object) }
        return entry
    }
}

extension ViewProperty {
    public func hasSameInput(as previous: any ViewProperty) -> Bool { false }
}
