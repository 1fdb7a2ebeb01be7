import Observation

/// Bindings into an `@Observable` object: `$model.name` is a `Binding<String>` through
/// dynamic member lookup. Only `Observable` classes are accepted (generic constraint), as
/// in SwiftUI. Usable as a property wrapper or as `@Bindable var model = model` in a body.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observation.Observable>: ViewProperty {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding.to(wrappedValue, keyPath)
    }

    public func install(in context: ViewPropertyContext) throws {}

    public func hasSameInput(as previous: any ViewProperty) -> Bool {
        (previous as? Bindable<Value>)?.wrappedValue === wrappedValue
    }
}
