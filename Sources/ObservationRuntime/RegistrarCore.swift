import Synchronization

/// The shared state behind one object's registrar: which trackings observe which of its
/// properties. Keyed by property identity only — the object identity is the core itself,
/// so compiled models (key paths) and the interpreter's objects (names) share this code.
///
/// Trackings hold cores, never the observed object, so observing does not keep it alive.
@usableFromInline
final class RegistrarCore: Sendable {
    private struct Registration {
        let tracking: Tracking
        let properties: Set<PropertyID>
    }

    private struct State {
        var nextToken = 0
        var registrations: [Int: Registration] = [:]
        var lookups: [PropertyID: Set<Int>] = [:]
        /// Set when the object is gone: late installs are refused.
        var isReleased = false
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
    func register(_ tracking: Tracking, for properties: Set<PropertyID>) -> Int? {
        state.withLock { state in
            guard !state.isReleased else { return nil }
            let token = state.nextToken
            state.nextToken += 1
            state.registrations[token] = Registration(tracking: tracking, properties: properties)
            for property in properties {
                state.lookups[property, default: []].insert(token)
            }
            registrationCount.add(1, ordering: .relaxed)
            return token
        }
    }

    func unregister(_ token: Int) {
        state.withLock { state in
            guard let registration = state.registrations.removeValue(forKey: token) else { return }
            for property in registration.properties {
                state.lookups[property]?.remove(token)
                if state.lookups[property]?.isEmpty == true {
                    state.lookups[property] = nil
                }
            }
            registrationCount.subtract(1, ordering: .relaxed)
        }
    }

    /// The trackings to fire when `property` is about to change, in registration order.
    func trackings(observing property: PropertyID) -> [Tracking] {
        state.withLock { state in
            guard let tokens = state.lookups[property] else { return [] }
            return tokens.sorted().compactMap { state.registrations[$0]?.tracking }
        }
    }

    /// The object died: drop every registration without firing (as the toolchain does).
    func release() {
        state.withLock { state in
            state.isReleased = true
            state.registrations = [:]
            state.lookups = [:]
            registrationCount.store(0, ordering: .relaxed)
        }
    }
}
