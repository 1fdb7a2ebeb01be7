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
///
/// With SE-0506's options (`edges` beyond willSet) the one shot spans one change: with
/// `.didSet` it ends after the didSet handler, not the willSet one, as swiftlang/swift's
/// `withObservationTracking(options:_:onChange:)` cancels it; `.deinit` fires for each
/// observed object that dies and ends nothing; `Event.cancel()` ends it at once.
final class Tracking: Sendable {
    private enum Phase {
        case installed
        case firing(on: pthread_t)
        /// willSet fired with `.didSet` asked for: the same change's didSet comes next.
        case awaitingDidSet(on: pthread_t)
        case finished
    }

    private struct Registered {
        let core: RegistrarCore
        let token: Int
        /// How the trace names the object when it dies (filled in while someone traces).
        let subject: ObservedSubject?
    }

    private struct State {
        var phase = Phase.installed
        var registrations: [Registered] = []
    }

    /// What `onChange` is given: nothing (`withObservationTracking`, as in the toolchain),
    /// the change that fired it (trackings installed with a label, for tools), or an
    /// SE-0506 event (`withObservationTracking(options:…)`, `withContinuousObservation`).
    enum Handler: Sendable {
        case plain(@Sendable () -> Void)
        case detailed(@Sendable (ObservationChange) -> Void)
        case event(@Sendable (TrackingEvent) -> Void)
    }

    let id: Int
    let edges: TrackingEdges
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

    init(id: Int, onChange: Handler, edges: TrackingEdges = .willSet) {
        self.id = id
        self.onChange = onChange
        self.edges = edges
    }

    var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// Registers with every object the scope read. A change racing the install may finish
    /// the tracking half-way; what registers after that is taken back at once.
    func install(from scope: TrackingScope) {
        for entry in scope.entries {
            guard let token = entry.core.register(self, for: entry.properties, edges: edges) else { continue }
            let accepted = state.withLock { state in
                if case .finished = state.phase { return false }
                state.registrations.append(Registered(core: entry.core, token: token, subject: entry.subject))
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

    /// Called in willSet (or, for `.didSet`, in didSet) of an observed property, on the
    /// mutating thread, outside any lock.
    func fire(subject: () -> AnyObject, property: PropertyID, edge: TrackingEdges = .willSet) {
        let thread = pthread_self()
        let role: Role = state.withLock { state in
            switch state.phase {
            case .finished:
                return .ignored
            case .firing(let firingThread):
                return pthread_equal(firingThread, thread) != 0 ? .reentrant : .ignored
            case .awaitingDidSet(let firingThread):
                guard pthread_equal(firingThread, thread) != 0 else { return .ignored }
                state.phase = .firing(on: thread)
                return .first
            case .installed:
                state.phase = .firing(on: thread)
                return .first
            }
        }
        guard role != .ignored else { return }
        let isTraced = ObservationTrace.isEnabled
        var named: ObservedSubject?
        if case .detailed = onChange { named = ObservedSubject(subject()) }
        let waitsForDidSet = edge == .willSet && edges.contains(.didSet)
        if isTraced {
            let named = named ?? ObservedSubject(subject())
            ObservationTrace.emit(
                edge == .didSet
                    ? .firedDidSet(tracking: id, subject: named, property: property)
                    : waitsForDidSet
                        ? .firedBeforeDidSet(tracking: id, subject: named, property: property)
                        : .fired(tracking: id, subject: named, property: property))
        }
        switch onChange {
        case .plain(let handler): handler()
        case .detailed(let handler):
            handler(ObservationChange(subject: named ?? ObservedSubject(subject()), property: property))
        case .event(let handler):
            handler(TrackingEvent(kind: edge == .didSet ? .didSet : .willSet, property: property, tracking: self))
        }
        guard role == .first else {
            // An SE-0506 handler's nested change ends the tracking where a first one would
            // (swiftlang/swift cancels after each willSet-only or didSet handler): the outer
            // change's didSet then finds it gone, as there.
            if case .event = onChange, edge == .didSet || !edges.contains(.didSet) { cancelFromEvent() }
            return
        }
        let registrations: [Registered]? = state.withLock { state in
            guard case .firing = state.phase else { return nil }  // cancelled by its own event
            if waitsForDidSet {
                state.phase = .awaitingDidSet(on: thread)
                return nil
            }
            state.phase = .finished
            finished.store(true, ordering: .releasing)
            defer { state.registrations = [] }
            return state.registrations
        }
        if let registrations { remove(registrations) }
    }

    /// An observed object died (SE-0506 `.deinit`): tell the handler; the tracking stays.
    func fireDeinit(of core: RegistrarCore) {
        let subject: ObservedSubject?? = state.withLock { state in
            if case .finished = state.phase { return nil }
            return .some(state.registrations.first { $0.core === core }?.subject)
        }
        guard let subject else { return }
        ObservationTrace.emit(.deinitFired(tracking: id, subject: subject))
        if case .event(let handler) = onChange {
            handler(TrackingEvent(kind: .deinit, property: nil, tracking: self))
        }
    }

    /// Cancels the tracking before any change fired it (its owner has tracked again, or is
    /// gone): every registration is removed and `onChange` will never run. A tracking whose
    /// `onChange` is running, or has run, is left alone: it finishes when `onChange` returns.
    func cancel() {
        let registrations: [Registered]? = state.withLock { state in
            guard case .installed = state.phase else { return nil }
            state.phase = .finished
            finished.store(true, ordering: .releasing)
            defer { state.registrations = [] }
            return state.registrations
        }
        if let registrations { remove(registrations) }
    }

    /// SE-0506 `Event.cancel()`: ends the tracking now, even from inside its own handler
    /// (a willSet handler that cancels hears no didSet).
    func cancelFromEvent() {
        let registrations: [Registered]? = state.withLock { state in
            if case .finished = state.phase { return nil }
            state.phase = .finished
            finished.store(true, ordering: .releasing)
            defer { state.registrations = [] }
            return state.registrations
        }
        if let registrations { remove(registrations) }
    }

    private func remove(_ registrations: [Registered]) {
        for registered in registrations {
            registered.core.unregister(registered.token)
        }
        if ObservationFootprint.isRecording { ObservationFootprint.didFinish(id) }
        ObservationTrace.emit(.cancelled(tracking: id))
    }
}

/// What a tracking with SE-0506 options tells its handler.
struct TrackingEvent: Sendable {
    let kind: ObservationTracking.Event.Kind
    /// The property that changed; nil for `.deinit` and `.initial`.
    let property: PropertyID?
    let tracking: Tracking?
}
