/// A reference to a value stored elsewhere (a `@State`, a model property): reading and
/// writing go through to the source. `@Binding var text: String` in a child takes one.
///
/// Creating a binding to an object's property reads that property, as SwiftUI's `Binding`
/// does (it stores the current value beside the location): a body that writes
/// `$model.title` depends on `title`. Projecting a `@State` (`$count`) does not register
/// the state as a dependency. See `Sources/ViewRuntime/RULES.md`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: ViewProperty {
    private let read: () -> Value
    private let write: (Value) -> Void
    /// Reads the source the way making a binding does: an object's property registers as
    /// a read (Observation tracks it), a `@State`'s storage does not.
    private let peek: () -> Value
    /// Where the value lives (a state slot, an object and key path): two bindings to the
    /// same place are the same input. Nil for `Binding(get:set:)`, which always differs.
    let location: AnyHashable?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, location: nil)
    }

    init(
        get: @escaping () -> Value, set: @escaping (Value) -> Void, location: AnyHashable?,
        peek: (() -> Value)? = nil
    ) {
        read = get
        write = set
        self.peek = peek ?? get
        self.location = location
    }

    /// A binding to a fixed value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in }, location: nil)
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// Lets a closure take `$item` (e.g. `ForEach($items) { $item in … }`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// `$value.field`: a binding to a part of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        // Through a class (a `@State` holding an `@Observable` model), the member is read
        // now, so the body making `$model.title` depends on `title`; a struct's member is a
        // part of a value already in hand and reads nothing observable.
        let peekMember = { self.peek()[keyPath: keyPath] }
        if Value.self is AnyObject.Type { _ = peekMember() }
        return Binding<Member>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var whole = self.wrappedValue
                whole[keyPath: keyPath] = newValue
                // A class is mutated in place; writing the same reference back would
                // announce a change of the source that did not happen.
                if !(Value.self is AnyObject.Type) { self.wrappedValue = whole }
            },
            location: location.map { AnyHashable([$0, AnyHashable(keyPath)]) },
            peek: peekMember
        )
    }

    /// A binding to an object's property (used by `@Bindable` and `@ObservedObject`'s `$`).
    /// Making it reads the property (see the type's comment).
    static func to<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Binding<Value>
    {
        _ = object[keyPath: keyPath]
        return Binding(
            get: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 },
            location: AnyHashable([AnyHashable(ObjectIdentifier(object)), AnyHashable(keyPath)])
        )
    }

    /// A binding to the element of this collection with `element`'s id (the last seen value
    /// while the element is gone).
    func element<Element: Identifiable>(_ element: Element) -> Binding<Element>
    where Value: MutableCollection, Value.Element == Element {
        let id = element.id
        return Binding<Element>(
            get: { self.wrappedValue.first { $0.id == id } ?? element },
            set: { newValue in
                var whole = self.wrappedValue
                guard let index = whole.firstIndex(where: { $0.id == id }) else { return }
                whole[index] = newValue
                self.wrappedValue = whole
            },
            location: location.map { AnyHashable([$0, AnyHashable(id)]) },
            peek: { self.peek().first { $0.id == id } ?? element }
        )
    }

    public func install(in context: ViewPropertyContext) throws {}

    public func hasSameInput(as previous: any ViewProperty) -> Bool {
        guard let location, let previous = previous as? Binding<Value> else { return false }
        return previous.location == location
    }
}
