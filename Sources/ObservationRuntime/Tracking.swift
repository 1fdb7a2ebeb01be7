import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One installed `withObservationTracking`. The first change to what it read calls
/// `onChange`; when `onChange` returns, every registration it made, on every object it
/// observed, is cancelled. Its owner may cancel it earlier (`TrackingHandle`).
///
/// Like the toolchain, the registrations stay live while `onChange` runs: a change that
/// `onChange` itself makes to something the tracking read calls `onChange` again, nested
/// (an `onChange` that always writes what it read recurses, as it does under the real
/// Observation module). Unlike the toolchain, a change racing in from another thread
/// while `onChange` runs is dropped, so concurrent changes never call it twice.
final class Tracking: Sendable {
    private enum Phase {
        case installed
        case firing(on: pthread_t)
        case finished
    }

    private struct State {
        var phase = Phase.installed
        var registrations: [(core: RegistrarCore, token: Int)] = []
    }

    /// What `onChange` is given: nothing (`withObservationTracking`, as in the toolchain),
    /// or the change that fired it (trackings installed with a label, for tools).
    enum Handler: Sendable {
        case plain(@Sendable () -> Void)
        case detailed(@Sendable (ObservationChange) -> Void)
    }

    let id: Int
    private let onChange: Handler
    private let state = Mutex(State())
    /// Read without the lock by registrars deciding whom to notify.
    private let finished = Atomic<Bool>(false)

    private static let counter = Atomic<Int>(0)

    static func nextID() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// The id most recently handed out.
    static var lastID: Int { counter.load(ordering: .relaxed) }

    init(id: Int, onChange: Handler) {
        self.id = id
        self.onChange = onChange
    }

    var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// Registers with every object the scope read. A change racing the install may finish
    /// the tracking half-way; what registers after that is taken back at once.
    func install(from scope: TrackingScope) {
        for entry in scope.entries {
            guard let token = entry.core.register(self, for: entry.properties) else { continue }
            let accepted = state.withLock { state in
                if case .finished = state.phase { return false }
                state.registrations.append((entry.core, token))
                return true
            }
            if !accepted { entry.core.unregister(token) }
        }
    }

    private enum Role {
        case first
        case reentrant
        case ignored
    }

    /// Called in willSet of an observed property, on the mutating thread, outside any lock.
    func fire(subject: () -> AnyObject, property: PropertyID) {
        let thread = pthread_self()
        let role: Role = state.withLock { state in
            switch state.phase {
            case .finished:
                return .ignored
            case .firing(let firingThread):
                return pthread_equal(firingThread, thread) != 0 ? .reentrant : .ignored
            case .installed:
                state.phase = .firing(on: thread)
                return .first
            }
        }
        guard role != .ignored else { return }
        let isTraced = ObservationTrace.isEnabled
        var named: ObservedSubject?
        if case .detailed = onChange { named = ObservedSubject(subject()) }
        if isTraced {
            let named = named ?? ObservedSubject(subject())
            ObservationTrace.emit(.fired(tracking: id, subject: named, property: property))
        }
        switch onChange {
        case .plain(let handler): handler()
        case .detailed(let handler):
            handler(ObservationChange(subject: named ?? ObservedSubject(subject()), property: property))
        }
        guard role == .first else { return }
        let registrations = state.withLock { state in
            state.phase = .finished
            finished.store(true, ordering: .releasing)
            defer { state.registrations = [] }
            return state.registrations
        }
        remove(registrations)
    }

    /// Cancels the tracking before any change fired it (its owner has tracked again, or is
    /// gone): every registration is removed and `onChange` will never run. A tracking whose
    /// `onChange` is running, or has run, is left alone: it finishes when `onChange` returns.
    func cancel() {
        let registrations: [(core: RegistrarCore, token: Int)]? = state.withLock { state in
            guard case .installed = state.phase else { return nil }
            state.phase = .finished
            finished.store(true, ordering: .releasing)
            defer { state.registrations = [] }
            return state.registrations
        }
        if let registrations { remove(registrations) }
    }

    private func remove(_ registrations: [(core: RegistrarCore, token: Int)]) {
        for (core, token) in registrations {
            core.unregister(token)
        }
        if ObservationFootprint.isRecording { ObservationFootprint.didFinish(id) }
        ObservationTrace.emit(.cancelled(tracking: id))
    }
}
