import Foundation

/// The views invalidated since the last update. Observation `onChange` handlers and
/// `objectWillChange` sinks run on the mutating thread, so this is the one piece of host
/// state they touch, behind a lock. Each body evaluation gets a generation: an `onChange`
/// from an older tracking of the same view (one that recorded reads the view no longer
/// makes) is ignored, so only current dependencies invalidate.
final class InvalidationQueue: @unchecked Sendable {
    private let lock = NSLock()
    /// Dirty views and the first reason each became dirty.
    private var dirty: [Int: EvaluationReason] = [:]
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

    /// From a tracking's `onChange`.
    func invalidate(_ id: Int, generation: Int) {
        locked {
            if generations[id] == generation && dirty[id] == nil { dirty[id] = .trackedReadChanged }
        }
    }

    /// From a held object's `objectWillChange`.
    func invalidate(_ id: Int, because reason: EvaluationReason) {
        locked {
            if generations[id] != nil && dirty[id] == nil { dirty[id] = reason }
        }
    }

    func isDirty(_ id: Int) -> Bool { locked { dirty[id] != nil } }
    /// Clears the flag; returns why the view was dirty, if it was.
    @discardableResult
    func clear(_ id: Int) -> EvaluationReason? { locked { dirty.removeValue(forKey: id) } }
    var pending: [Int] { locked { Array(dirty.keys) } }
}
