/// View-owned `ObservableObject`. The initial value is an `@autoclosure`, evaluated only
/// when storage is first created for the view's identity — once per identity, however
/// often the parent re-evaluates. The view holds the object (re-evaluates on every
/// `objectWillChange`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: ViewProperty {
    let cell: StateObjectCell<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        cell = StateObjectCell(thunk)
    }

    public var wrappedValue: ObjectType { cell.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: cell.object)
    }

    public func install(in context: ViewPropertyContext) throws {
        let box = context.storage { ObjectBox(cell.object) }
        cell.installed = box.object
        context.hold(HeldObject(box.object))
    }

    public func hasSameInput(as previous: any ViewProperty) -> Bool { previous is StateObject<ObjectType> }
}

final class StateObjectCell<ObjectType> {
    private let make: () -> ObjectType
    var installed: ObjectType?
    init(_ make: @escaping () -> ObjectType) { self.make = make }

    /// The installed object; read before installation, the closure runs (once per value).
    var object: ObjectType {
        if let installed { return installed }
        let created = make()
        installed = created
        return created
    }
}

/// Persistent storage for an object owned by a view identity.
final class ObjectBox<ObjectType> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}
