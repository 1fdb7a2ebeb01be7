/// An `ObservableObject` passed in from outside. The view re-evaluates on every
/// `objectWillChange` of it, whichever property changed. `$object.field` is a `Binding`.
/// (Only `ObservableObject`s: an `@Observable` class does not satisfy the constraint.)
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: ViewProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    public func install(in context: ViewPropertyContext) throws {
        context.hold(HeldObject(wrappedValue))
    }

    public func hasSameInput(as previous: any ViewProperty) -> Bool {
        (previous as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }

    /// `$object`: bindings to the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Member>) -> Binding<Member>
        {
            Binding.to(object, keyPath)
        }
    }
}
