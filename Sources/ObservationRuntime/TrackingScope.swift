import CObservationSupport

/// What one `withObservationTracking` closure has read so far: per registrar, the set of
/// properties. It lives in the current thread's tracking slot while the closure runs.
final class TrackingScope {
    struct Entry {
        let core: RegistrarCore
        /// Only filled in while someone traces: naming an object costs a string.
        var subject: ObservedSubject?
        var properties: PropertySet
    }

    /// Past this many objects, finding an object's entry goes through a dictionary.
    private static let linearSearchLimit = 8

    let id: Int
    /// Names every object it reads (a footprint is wanted), not only while someone traces.
    let namesSubjects: Bool
    private(set) var entries: [Entry] = []
    private var positions: [ObjectIdentifier: Int] = [:]
    /// The entry of the last object read: consecutive reads usually hit the same object.
    private var lastPosition = -1

    init(id: Int, namesSubjects: Bool = false) {
        self.id = id
        self.namesSubjects = namesSubjects
    }

    var isEmpty: Bool { entries.isEmpty }

    func record(_ core: RegistrarCore, _ property: PropertyID, subject: @autoclosure () -> ObservedSubject?) {
        if lastPosition >= 0, entries[lastPosition].core === core {
            entries[lastPosition].properties.insert(property)
            return
        }
        if let position = position(of: core) {
            lastPosition = position
            entries[position].properties.insert(property)
            return
        }
        let named = namesSubjects || ObservationTrace.isEnabled ? subject() : nil
        entries.append(Entry(core: core, subject: named, properties: PropertySet(property)))
        lastPosition = entries.count - 1
        if entries.count > Self.linearSearchLimit {
            if positions.isEmpty {
                for (position, entry) in entries.enumerated() { positions[ObjectIdentifier(entry.core)] = position }
            } else {
                positions[ObjectIdentifier(core)] = lastPosition
            }
        }
    }

    private func position(of core: RegistrarCore) -> Int? {
        if entries.count > Self.linearSearchLimit {
            return positions[ObjectIdentifier(core)]
        }
        return entries.firstIndex { $0.core === core }
    }

    /// Reads in a nested scope also count for the enclosing one.
    func absorb(_ inner: TrackingScope) {
        for entry in inner.entries {
            for property in entry.properties.members {
                record(entry.core, property, subject: entry.subject)
            }
        }
    }

    var dependencies: [ObservedDependency] {
        entries.flatMap { entry in
            entry.properties.members.map { ObservedDependency(subject: entry.subject, property: $0) }
        }
    }

    // MARK: The thread's slot

    /// The innermost scope active on this thread, if any. One thread-local load.
    @inline(__always)
    static var current: TrackingScope? {
        guard let raw = wb_observation_tracking_get() else { return nil }
        return Unmanaged<TrackingScope>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Runs `body` with `self` as the current scope, restoring the previous one after.
    func activate<T: ~Copyable, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        let previous = wb_observation_tracking_get()
        wb_observation_tracking_set(Unmanaged.passUnretained(self).toOpaque())
        defer {
            wb_observation_tracking_set(previous)
            _fixLifetime(self)
        }
        return try body()
    }
}

/// True when a read must do more than return: a scope is recording, or someone traces.
@inlinable
@inline(__always)
var _observationReadNeedsWork: Bool {
    wb_observation_tracking_get() != nil || ObservationTrace.isEnabled
}
