import Synchronization

/// The shared state behind one object's registrar: which trackings observe which of its
/// properties. Keyed by property identity only — the object identity is the core itself,
/// so compiled models (key paths) and the interpreter's objects (names) share this code.
///
/// Trackings hold cores, never the observed object, so observing does not keep it alive.
@usableFromInline
final class RegistrarCore: Sendable {
    private struct Registration {
        let token: Int
        let tracking: Tracking
        let properties: PropertySet
        /// Which edges it hears: willSet, didSet (SE-0506's options), deinit.
        let edges: TrackingEdges
        /// Unregistered, waiting for the next compaction.
        var isRemoved = false
    }

    private struct State {
        var nextToken = 0
        /// In token order, which is install order: trackings fire in the order they came.
        var registrations: [Registration] = []
        var removedCount = 0
        /// Set when the object is gone: late installs are refused.
        var isReleased = false

        func position(of token: Int) -> Int? {
            var low = 0
            var high = registrations.count
            while low < high {
                let middle = (low + high) / 2
                if registrations[middle].token < token { low = middle + 1 } else { high = middle }
            }
            return low < registrations.count && registrations[low].token == token ? low : nil
        }

        var liveCount: Int { registrations.count - removedCount }
    }

    private let state = Mutex(State())

    /// Lets a mutation skip the lock entirely when nothing observes this object.
    @usableFromInline
    let registrationCount = Atomic<Int>(0)

    /// Live registrations that hear didSet (SE-0506 `.didSet`): a didSet nobody asked for
    /// costs one atomic load, and a willSet-only tracking keeps its one lock per change.
    @usableFromInline
    let didSetCount = Atomic<Int>(0)

    @usableFromInline
    init() {}

    @inlinable
    var hasRegistrations: Bool { registrationCount.load(ordering: .relaxed) > 0 }

    @inlinable
    var hasDidSetRegistrations: Bool { didSetCount.load(ordering: .relaxed) > 0 }

    /// Registers `tracking` for `properties`; nil when the object has already been released.
    func register(_ tracking: Tracking, for properties: PropertySet, edges: TrackingEdges = .willSet) -> Int? {
        state.withLock { state in
            guard !state.isReleased else { return nil }
            let token = state.nextToken
            state.nextToken += 1
            state.registrations.append(
                Registration(token: token, tracking: tracking, properties: properties, edges: edges))
            registrationCount.store(state.liveCount, ordering: .relaxed)
            if edges.contains(.didSet) { didSetCount.add(1, ordering: .relaxed) }
            return token
        }
    }

    /// Removal marks the registration and compacts once half the array is removed ones:
    /// a change fanning out to many trackings then costs linear time, not quadratic.
    func unregister(_ token: Int) {
        state.withLock { state in
            guard let position = state.position(of: token), !state.registrations[position].isRemoved else { return }
            state.registrations[position].isRemoved = true
            state.removedCount += 1
            if state.registrations[position].edges.contains(.didSet) { didSetCount.subtract(1, ordering: .relaxed) }
            if state.removedCount > 8, state.removedCount * 2 > state.registrations.count {
                state.registrations.removeAll(where: \.isRemoved)
                state.removedCount = 0
            }
            registrationCount.store(state.liveCount, ordering: .relaxed)
        }
    }

    /// The trackings to notify now that `property` is about to change, in install order.
    /// (The toolchain's registrar runs them in the hash order of a `Set<Int>` of their ids,
    /// which changes from run to run; install order is the stable choice a learner can read.)
    /// Their registrations stay until each tracking's `onChange` has returned.
    func trackings(observing property: PropertyID, on edge: TrackingEdges = .willSet) -> [Tracking] {
        state.withLock { state in
            var found: [Tracking] = []
            for registration in state.registrations
            where !registration.isRemoved && registration.edges.contains(edge)
                && registration.properties.contains(property) && !registration.tracking.isFinished
            {
                found.append(registration.tracking)
            }
            return found
        }
    }

    /// The object died: drop every registration; only trackings that asked for `.deinit`
    /// (SE-0506) hear of it, outside the lock. A plain tracking never fires, as in the toolchain.
    func release() {
        let mourners: [Tracking] = state.withLock { state in
            let mourners = state.registrations.filter { !$0.isRemoved && $0.edges.contains(.deinit) }.map(\.tracking)
            state.isReleased = true
            state.registrations = []
            state.removedCount = 0
            registrationCount.store(0, ordering: .relaxed)
            didSetCount.store(0, ordering: .relaxed)
            return mourners
        }
        for tracking in mourners { tracking.fireDeinit(of: self) }
    }
}
