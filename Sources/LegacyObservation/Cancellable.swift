// Subscriptions end through a cancellable, as in Combine: `cancel()` explicitly, or let the
// `AnyCancellable` go (its deinit cancels). Keeping the token alive keeps the sink alive.

public protocol Cancellable {
    func cancel()
}

public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    // Guarded by `lock`: cancel may race with deinit of another holder's copy.
    private var onCancel: (() -> Void)?
    private let lock = Lock()

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init { canceller.cancel() }
    }

    public func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { onCancel = nil }
            return onCancel
        }
        action?()
    }

    deinit { cancel() }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
