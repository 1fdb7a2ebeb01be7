import LearnerState

/// The hints revealed per exercise (`hints.json`, kept by `LearnerState`), by `Exercise`.
extension HintCounts {
    public func revealedCount(for exercise: Exercise) -> Int {
        max(0, entries[exercise.folderName] ?? 0)
    }

    /// How many of the `available` hints were revealed. A hand-edited count out of range
    /// (negative, or past the last hint after a README lost some) is read as the nearest
    /// sensible value rather than trusted as an index.
    public func revealedCount(for exercise: Exercise, available: Int) -> Int {
        min(revealedCount(for: exercise), max(0, available))
    }

    /// Reveals one more hint (never beyond `available`); returns the 1-based number now shown.
    public mutating func revealNext(for exercise: Exercise, available: Int) -> Int {
        let next = min(revealedCount(for: exercise, available: available) + 1, available)
        entries[exercise.folderName] = next
        return next
    }

    /// Starts the exercise's hints over; false if there was nothing to forget.
    public mutating func forget(_ exercise: Exercise) -> Bool {
        entries.removeValue(forKey: exercise.folderName) != nil
    }
}
