/// `@EnvironmentObject var store: Store`: the nearest `.environmentObject(_:)` of that type,
/// held like `@ObservedObject`. Missing → rendering stops with
/// `ViewRuntimeError.missingEnvironmentObject` naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: ViewProperty {
    let cell = ResolvedCell<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = cell.value else {
            preconditionFailure(
                "@EnvironmentObject \(ObjectType.self) was read before its view was mounted (in init?); read it in body"
            )
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    public func install(in context: ViewPropertyContext) throws {
        let key = EnvironmentKey(.observableObject, ObjectType.self)
        guard let entry = context.environment(key), let object = entry.object as? ObjectType else {
            throw ViewRuntimeError.missingEnvironmentObject(
                type: key.typeName, view: context.viewTypeName, wrapper: "EnvironmentObject")
        }
        cell.value = object
        context.hold(entry.held ?? HeldObject(object))
    }

    public func hasSameInput(as previous: any ViewProperty) -> Bool { previous is EnvironmentObject<ObjectType> }
}
