import Foundation

/// The views invalidated since the last update. Observation `onChange` handlers and
/// `objectWillChange` sinks run on the mutating thread, so this is the one piece of host
/// state they touch, behind a lock. Each body evaluation gets a generation: an `onChange`
/// from an older tracking of the same view (one that recorded reads the view no longer
/// makes) is ignored, so only current dependencies invalidate.
///
/// Besides the first reason, each dirty view collects what changed in SwiftUI's words
/// (`_count`, `@dependencies`, `_model`) for `Self._printChanges()`.
final class InvalidationQueue: @unchecked Sendable {
    private let lock = NSLock()
    /// Dirty views and the first reason each became dirty.
    private var dirty: [Int: EvaluationReason] = [:]
    private var changes: [Int: [String]] = [:]
    private var generations: [Int: Int] = [:]

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    func register(_ id: Int) { locked { generations[id] = 0 } }

    func forget(_ id: Int) {
        locked {
            generations[id] = nil
            dirty[id] = nil
            changes[id] = nil
        }
    }

    /// Starts a tracking of `id` and returns its generation.
    func beginTracking(_ id: Int) -> Int {
        locked {
            let next = (generations[id] ?? 0) + 1
            generations[id] = next
            return next
        }
    }

    /// From a tracking's `onChange`; `change` names what changed (`@dependencies`, `_count`).
    func invalidate(_ id: Int, generation: Int, change: String = "@dependencies") {
        locked {
            guard generations[id] == generation else { return }
            if dirty[id] == nil { dirty[id] = .trackedReadChanged }
            note(change, for: id)
        }
    }

    /// From a held object's `objectWillChange`; `change` is the property holding it.
    func invalidate(_ id: Int, because reason: EvaluationReason, change: String? = nil) {
        locked {
            guard generations[id] != nil else { return }
            if dirty[id] == nil { dirty[id] = reason }
            if let change { note(change, for: id) }
        }
    }

    private func note(_ change: String, for id: Int) {
        if !(changes[id] ?? []).contains(change) { changes[id, default: []].append(change) }
    }

    func isDirty(_ id: Int) -> Bool { locked { dirty[id] != nil } }
    /// Clears the flag; returns why the view was dirty, if it was.
    @discardableResult
    func clear(_ id: Int) -> EvaluationReason? { locked { dirty.removeValue(forKey: id) } }
    /// What changed for `id` since its last evaluation, in order; forgets it.
    func takeChanges(_ id: Int) -> [String] { locked { changes.removeValue(forKey: id) ?? [] } }
    var pending: [Int] { locked { Array(dirty.keys) } }
}
