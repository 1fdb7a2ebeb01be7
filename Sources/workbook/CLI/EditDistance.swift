/// "did you mean …?" for mistyped verbs and commands.
enum EditDistance {
    /// Edits between two short names: insertions, deletions, substitutions, and swaps of
    /// two neighbouring letters (the commonest typo, `qiut`) each count one.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// The closest candidate, if it is close enough to be a plausible typo.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let word = word.lowercased()
        if !word.isEmpty, let prefixed = candidates.first(where: { $0.hasPrefix(word) }) { return prefixed }
        let scored = candidates.map { ($0, between(word, $0)) }.min { $0.1 < $1.1 }
        guard let (best, distance) = scored, distance <= max(1, min(3, best.count / 2)) else { return nil }
        return best
    }
}
