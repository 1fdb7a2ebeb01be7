// Untyped forms of the object-holding wrappers, for the interpreter: its instances share
// one Swift class, so generic wrappers keyed by Swift type cannot tell script types apart.
// Compiled code uses `@ObservedObject`, `@StateObject`, `@EnvironmentObject` instead.

/// `@ObservedObject` over a `HeldObject`.
public struct DynamicObservedObject: ViewProperty {
    public let held: HeldObject
    public init(_ held: HeldObject) { self.held = held }

    public func install(in context: ViewPropertyContext) throws { context.hold(held) }

    public func hasSameInput(as previous: any ViewProperty) -> Bool {
        (previous as? DynamicObservedObject)?.held.object === held.object
    }
}

/// `@StateObject`: `make` runs once per view identity; read `object` after installation.
public struct DynamicStateObject: ViewProperty {
    private let make: () -> HeldObject
    private let cell = ResolvedCell<HeldObject>()

    public init(_ make: @escaping () -> HeldObject) { self.make = make }

    /// The identity's object, nil before the first installation.
    public var object: AnyObject? { cell.value?.object }

    public func install(in context: ViewPropertyContext) throws {
        let box = context.storage { ObjectBox(make()) }
        cell.value = box.object
        context.hold(box.object)
    }

    public func hasSameInput(as previous: any ViewProperty) -> Bool { previous is DynamicStateObject }
}

/// `@EnvironmentObject` by key; `object` is set after installation. Missing → the same
/// error as the typed wrapper.
public struct DynamicEnvironmentObject: ViewProperty {
    public let key: EnvironmentKey
    private let cell = ResolvedCell<AnyObject>()

    public init(key: EnvironmentKey) { self.key = key }

    public var object: AnyObject? { cell.value }

    public func install(in context: ViewPropertyContext) throws {
        guard let entry = context.environment(key) else {
            throw ViewRuntimeError.missingEnvironmentObject(
                type: key.typeName, view: context.viewTypeName, wrapper: "EnvironmentObject")
        }
        cell.value = entry.object
        if let held = entry.held { context.hold(held) }
    }

    public func hasSameInput(as previous: any ViewProperty) -> Bool { previous is DynamicEnvironmentObject }
}
