import Synchronization

/// An object as the trace names it: its identity and the type a learner would call it.
public struct ObservedSubject: Hashable, Sendable, CustomStringConvertible {
    public let id: ObjectIdentifier
    public let typeName: String

    public init(_ object: AnyObject) {
        id = ObjectIdentifier(object)
        if let named = object as? ObservationTraceNaming {
            typeName = named.observationTypeName
        } else {
            typeName = String(describing: type(of: object))
        }
    }

    public var description: String { typeName }
}

/// One (object, property) pair a tracking scope read.
public struct ObservedDependency: Hashable, Sendable {
    public let subject: ObservedSubject?
    public let property: PropertyID

    public init(subject: ObservedSubject?, property: PropertyID) {
        self.subject = subject
        self.property = property
    }
}

/// Everything the runtime does, as the trace hook sees it.
public enum ObservationEvent: Sendable, Hashable {
    /// A property was read; `tracking` is the innermost active scope, if any.
    case access(ObservedSubject, PropertyID, tracking: Int?)
    /// A property is about to change: trackers fire here, before the value is stored.
    case willSet(ObservedSubject, PropertyID)
    /// A property has changed.
    case didSet(ObservedSubject, PropertyID)
    /// `withObservationTracking` began running its closure.
    case trackingStarted(tracking: Int)
    /// The closure returned; `dependencies` is what it read (empty: nothing installed).
    case trackingEnded(tracking: Int, dependencies: [ObservedDependency])
    /// A change hit the tracking: its `onChange` runs now, once.
    case fired(tracking: Int, subject: ObservedSubject, property: PropertyID)
    /// A change hit a tracking that also asked for `.didSet` (SE-0506): its handler runs
    /// now, in willSet, and the tracking lasts until the same change's didSet.
    case firedBeforeDidSet(tracking: Int, subject: ObservedSubject, property: PropertyID)
    /// A change hit a tracking that asked for `.didSet` (SE-0506): its handler runs now,
    /// after the value is stored; then the tracking ends.
    case firedDidSet(tracking: Int, subject: ObservedSubject, property: PropertyID)
    /// An object a tracking observed with `.deinit` (SE-0506) died; nil when it was read
    /// while nobody traced, so it was never named.
    case deinitFired(tracking: Int, subject: ObservedSubject?)
    /// The tracking's registrations were removed: right after it fired (one-shot), or
    /// before, when its owner cancelled it (a view that tracked its body again).
    case cancelled(tracking: Int)
}

/// The trace hook. Listeners are global and called synchronously on the thread where the
/// event happens. When none is installed, the runtime's fast paths test one flag and move on.
public enum ObservationTrace {
    public struct Listener: Hashable, Sendable {
        let id: Int
    }

    @usableFromInline
    static let active = Atomic<Bool>(false)

    private struct Registry {
        var nextID = 0
        var listeners: [Int: @Sendable (ObservationEvent) -> Void] = [:]
    }

    private static let registry = Mutex(Registry())

    /// True while at least one listener is installed.
    @inlinable
    public static var isEnabled: Bool { active.load(ordering: .relaxed) }

    @discardableResult
    public static func addListener(_ listener: @escaping @Sendable (ObservationEvent) -> Void) -> Listener {
        registry.withLock { registry in
            let id = registry.nextID
            registry.nextID += 1
            registry.listeners[id] = listener
            active.store(true, ordering: .relaxed)
            return Listener(id: id)
        }
    }

    public static func removeListener(_ listener: Listener) {
        registry.withLock { registry in
            registry.listeners[listener.id] = nil
            active.store(!registry.listeners.isEmpty, ordering: .relaxed)
        }
    }

    /// Sends an event to every listener; the event is only built when someone listens.
    static func emit(_ event: @autoclosure () -> ObservationEvent) {
        guard isEnabled else { return }
        // Listeners run outside the lock: one may read observed properties and cause events.
        let listeners = registry.withLock { Array($0.listeners.values) }
        let built = event()
        for listener in listeners { listener(built) }
    }
}
