// `@Published`: a property of a class that announces every assignment.
//
// Order on assignment (what Combine does, and what lessons teach):
//   1. the owner's `objectWillChange` sends,
//   2. `$property` subscribers receive the new value,
//   3. the value is stored.
// Both notifications happen before the store, so a subscriber that reads the property back
// sees the OLD value. There is no equality check: assigning the same value notifies too.
//
// Only classes: the wrapper works through the `_enclosingInstance` subscript, which Swift
// only uses inside classes; `wrappedValue` is unavailable, so a struct property fails to
// compile with the message below.

@propertyWrapper
public struct Published<Value> {
    let storage: PublishedCell<Value>

    public init(wrappedValue: Value) {
        storage = PublishedCell(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { storage.value }
        set { storage.assign(newValue) }
    }

    /// `$property`: a publisher of the property's values, starting with the current one.
    public var projectedValue: Publisher { Publisher(storage: storage) }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.assign(newValue) }
    }

    /// The `$property` publisher: delivers the current value on subscription, then every
    /// assigned value during the assignment (before it is stored).
    public struct Publisher: LegacyObservation.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: PublishedCell<Value>

        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            storage.subscribe(receiveValue)
        }
    }
}

/// Lets `ObservableObject`'s synthesised `objectWillChange` find the publisher slot of
/// every `@Published` property by reflection, whatever its value type.
protocol PublishedProperty {
    var willChangeSlot: WillChangeSlot { get }
}

extension Published: PublishedProperty {
    var willChangeSlot: WillChangeSlot { storage.willChange }
}

/// Where an object's shared `objectWillChange` publisher is installed into one property.
final class WillChangeSlot: @unchecked Sendable {
    private let lock = Lock()
    private var installed: ObservableObjectPublisher?
    var publisher: ObservableObjectPublisher? {
        get { lock.withLock { installed } }
        set { lock.withLock { installed = newValue } }
    }
}

/// The storage of one `@Published` property. `@Published` uses it through the wrapper; the
/// interpreter, whose objects have no Swift key paths, uses it directly: one cell per
/// published property, each connected to the instance's `ObservableObjectPublisher`.
public final class PublishedCell<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var stored: Value
    private let subscribers = SubscriberList<Value>()
    let willChange = WillChangeSlot()

    public init(_ value: Value) { stored = value }

    public var value: Value { lock.withLock { stored } }

    /// The owner's `objectWillChange`, sent first on every assignment.
    public var objectWillChange: ObservableObjectPublisher? {
        get { willChange.publisher }
        set { willChange.publisher = newValue }
    }

    /// Assigns with `@Published`'s order: `objectWillChange`, then subscribers, then store.
    public func assign(_ newValue: Value) {
        willChange.publisher?.send()
        subscribers.send(newValue)
        lock.withLock { stored = newValue }
    }

    /// `$property`: the current value on subscription, then every assignment.
    public var publisher: Published<Value>.Publisher { Published<Value>.Publisher(storage: self) }

    func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        let cancellable = subscribers.add(receive)
        receive(value)
        return cancellable
    }
}
