/// "did you mean …?" for mistyped verbs and commands.
enum EditDistance {
    /// Levenshtein distance, bounded work: both words are short names.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The closest candidate, if it is close enough to be a plausible typo.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let word = word.lowercased()
        if let prefixed = candidates.filter({ $0.hasPrefix(word) && !word.isEmpty }).first { return prefixed }
        let scored = candidates.map { ($0, between(word, $0)) }.min { $0.1 < $1.1 }
        guard let (best, distance) = scored, distance <= max(1, min(3, best.count / 2)) else { return nil }
        return best
    }
}
