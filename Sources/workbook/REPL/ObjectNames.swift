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
    /// Numbers a type's objects instead of `counters`: the session a compiled entry ran in.
    private let numbering: ObjectNames?

    /// `trackingBase`: the runtime id shown as `#0` (by default, the last one made so far).
    init(trackingBase: Int? = nil) {
        self.trackingBase = trackingBase ?? ObservationFootprint.lastTrackingID
        numbering = nil
    }

    private init(numberingIn session: ObjectNames) {
        trackingBase = 0
        numbering = session
    }

    /// Names for a compiled REPL entry's trace. Its objects live in another process, so their
    /// addresses get a map of their own (one may equal a session object's), but a type's
    /// numbers go on from the session's: a new object is never shown under an old one's
    /// name. Its trackings are that program's, numbered from 1 as `workbook run --trace` does.
    func forCompiledEntry() -> ObjectNames {
        ObjectNames(numberingIn: self)
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
            let name = "\(typeName)#\(numbering?.nextNumber(of: typeName) ?? nextNumberLocked(of: typeName))"
            names[id] = name
            return name
        }
    }

    private func nextNumber(of typeName: String) -> Int {
        lock.withLock { nextNumberLocked(of: typeName) }
    }

    private func nextNumberLocked(of typeName: String) -> Int {
        let number = (counters[typeName] ?? 0) + 1
        counters[typeName] = number
        return number
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
