import CompilerCheck

/// Verdicts for entries that were already waiting when the first of them was read (the rest
/// of a paste), checked by the compiler together (`EntryChecker.checkBatch`): each then runs
/// as if checked alone. They hold only while every one before them was accepted and ran, in
/// order; anything else (an entry that failed, a command, an entry held) drops the rest,
/// which are then checked one by one.
struct PrecheckedEntries {
    private var waiting: [(source: String, verdict: EntryVerdict)] = []

    var isEmpty: Bool { waiting.isEmpty }

    mutating func hold(_ sources: [String], verdicts: [EntryVerdict]) {
        waiting = Array(zip(sources, verdicts))
    }

    /// The verdict for `source` when it is the next one checked; otherwise the rest is dropped.
    mutating func take(_ source: String) -> EntryVerdict? {
        guard let next = waiting.first, next.source == source else {
            waiting.removeAll()
            return nil
        }
        waiting.removeFirst()
        return next.verdict
    }

    mutating func drop() { waiting.removeAll() }
}
