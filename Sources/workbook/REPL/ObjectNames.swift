import Foundation
import ObservationRuntime

/// Names objects the way every REPL view of the runtime does: type and a number in order
/// of first appearance (`Board#1`), shared by the trace, `:deps` and `:why` so one object
/// has one name in all three. Trackings are numbered from 1 per session (`tracking #1`):
/// the runtime's ids count per process, and a lesson's output must not depend on what ran
/// before it.
final class ObjectNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [UInt: String] = [:]
    private var counters: [String: Int] = [:]
    private var trackingBase: Int

    /// `trackingBase`: the runtime id shown as `#0` (by default, the last one made so far).
    init(trackingBase: Int? = nil) {
        self.trackingBase = trackingBase ?? ObservationFootprint.lastTrackingID
    }

    func tracking(_ id: Int) -> Int { id - lock.withLock { trackingBase } }

    /// Made in this session (not left over from one before it).
    func isCurrent(tracking id: Int) -> Bool { tracking(id) > 0 }

    func name(_ id: ObjectIdentifier, typeName: String) -> String {
        name(address: UInt(bitPattern: id), typeName: typeName)
    }

    /// By the object's address: also for objects of a compiled program, reported by its trace.
    func name(address id: UInt, typeName: String) -> String {
        lock.withLock {
            if let known = names[id] { return known }
            let number = (counters[typeName] ?? 0) + 1
            counters[typeName] = number
            let name = "\(typeName)#\(number)"
            names[id] = name
            return name
        }
    }

    /// Numbering starts again (a fresh session).
    func forget() {
        lock.withLock {
            names = [:]
            counters = [:]
            trackingBase = ObservationFootprint.lastTrackingID
        }
    }
}
