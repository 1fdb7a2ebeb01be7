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
    }

    private struct State {
        var nextToken = 0
        /// In token order, which is install order: trackings fire in the order they came.
        var registrations: [Registration] = []
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
    }

    private let state = Mutex(State())

    /// Lets a mutation skip the lock entirely when nothing observes this object.
    @usableFromInline
    let registrationCount = Atomic<Int>(0)

    @usableFromInline
    init() {}

    @inlinable
    var hasRegistrations: Bool { registrationCount.load(ordering: .relaxed) > 0 }

    /// Registers `tracking` for `properties`; nil when the object has already been released.
    func register(_ tracking: Tracking, for properties: PropertySet) -> Int? {
        state.withLock { state in
            guard !state.isReleased else { return nil }
            let token = state.nextToken
            state.nextToken += 1
            state.registrations.append(Registration(token: token, tracking: tracking, properties: properties))
            registrationCount.store(state.registrations.count, ordering: .relaxed)
            return token
        }
    }

    func unregister(_ token: Int) {
        state.withLock { state in
            guard let position = state.position(of: token) else { return }
            state.registrations.remove(at: position)
            registrationCount.store(state.registrations.count, ordering: .relaxed)
        }
    }

    /// `property` is about to change: hands back the trackings that observe it and drops
    /// their registrations here at once — they are one-shot, and doing it in one pass keeps
    /// a fan-out to many trackings linear.
    func takeTrackings(observing property: PropertyID) -> [Tracking] {
        state.withLock { state in
            var taken: [Tracking] = []
            state.registrations.removeAll { registration in
                guard registration.properties.contains(property) else { return false }
                taken.append(registration.tracking)
                return true
            }
            registrationCount.store(state.registrations.count, ordering: .relaxed)
            return taken
        }
    }

    /// The object died: drop every registration without firing (as the toolchain does).
    func release() {
        state.withLock { state in
            state.isReleased = true
            state.registrations = []
            registrationCount.store(0, ordering: .relaxed)
        }
    }
}
