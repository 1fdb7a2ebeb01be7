import Synchronization

/// One installed `withObservationTracking`: fires at most once, then cancels every
/// registration it made, on every object it observed.
final class Tracking: Sendable {
    private struct State {
        var hasFired = false
        var registrations: [(core: RegistrarCore, token: Int)] = []
    }

    let id: Int
    private let onChange: @Sendable () -> Void
    private let state = Mutex(State())

    private static let counter = Atomic<Int>(0)

    static func nextID() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    init(id: Int, onChange: @escaping @Sendable () -> Void) {
        self.id = id
        self.onChange = onChange
    }

    /// Registers with every object the scope read. A change racing the install may fire
    /// the tracking half-way; what registers after that is taken back at once.
    func install(from scope: TrackingScope) {
        for entry in scope.entries {
            guard let token = entry.core.register(self, for: entry.properties) else { continue }
            let accepted = state.withLock { state in
                if state.hasFired { return false }
                state.registrations.append((entry.core, token))
                return true
            }
            if !accepted { entry.core.unregister(token) }
        }
    }

    /// Called in willSet of an observed property, on the mutating thread, outside any lock.
    /// The firing object has already dropped its registration; the others drop theirs here.
    func fire(subject: AnyObject?, property: PropertyID) {
        let registrations: [(core: RegistrarCore, token: Int)]? = state.withLock { state in
            if state.hasFired { return nil }
            state.hasFired = true
            defer { state.registrations = [] }
            return state.registrations
        }
        guard let registrations else { return }
        if let subject {
            ObservationTrace.emit(.fired(tracking: id, subject: ObservedSubject(subject), property: property))
        }
        for (core, token) in registrations {
            core.unregister(token)
        }
        ObservationTrace.emit(.cancelled(tracking: id))
        onChange()
    }
}
