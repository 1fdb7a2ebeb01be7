import CObservationSupport

/// What one `withObservationTracking` closure has read so far: per registrar, the set of
/// properties. It lives in the current thread's tracking slot while the closure runs.
final class TrackingScope {
    struct Entry {
        let core: RegistrarCore
        let subject: ObservedSubject?
        var properties: Set<PropertyID>
    }

    let id: Int
    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    init(id: Int) {
        self.id = id
    }

    var isEmpty: Bool { entries.isEmpty }

    func record(_ core: RegistrarCore, _ property: PropertyID, subject: @autoclosure () -> ObservedSubject?) {
        let key = ObjectIdentifier(core)
        if entries[key]?.properties.insert(property) == nil {
            entries[key] = Entry(core: core, subject: subject(), properties: [property])
        }
    }

    /// Reads in a nested scope also count for the enclosing one.
    func absorb(_ inner: TrackingScope) {
        for (key, entry) in inner.entries {
            if entries[key] == nil {
                entries[key] = entry
            } else {
                entries[key]?.properties.formUnion(entry.properties)
            }
        }
    }

    var dependencies: [ObservedDependency] {
        entries.values.flatMap { entry in
            entry.properties.map { ObservedDependency(subject: entry.subject, property: $0) }
        }
        .sorted { ($0.subject?.typeName ?? "", $0.property.name) < ($1.subject?.typeName ?? "", $1.property.name) }
    }

    // MARK: The thread's slot

    /// The innermost scope active on this thread, if any. One thread-local load.
    @inline(__always)
    static var current: TrackingScope? {
        guard let raw = wb_observation_tracking_get() else { return nil }
        return Unmanaged<TrackingScope>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Runs `body` with `self` as the current scope, restoring the previous one after.
    func activate<T>(_ body: () throws -> T) rethrows -> T {
        let previous = wb_observation_tracking_get()
        wb_observation_tracking_set(Unmanaged.passUnretained(self).toOpaque())
        defer { wb_observation_tracking_set(previous) }
        return try withExtendedLifetime(self) { try body() }
    }
}

/// True when a read must do more than return: a scope is recording, or someone traces.
@inlinable
@inline(__always)
var _observationReadNeedsWork: Bool {
    wb_observation_tracking_get() != nil || ObservationTrace.isEnabled
}
