/// A line diff for `run --compare`: `-` lines only swiftc's program printed, `+` lines
/// only the interpreter printed. Memory stays bounded whatever the outputs: the common
/// head and tail are trimmed first, the exact (quadratic) diff runs only on a middle of
/// at most `exactCells` line pairs, and a larger middle is shown as removed-then-added,
/// at most `shownLines` of each.
enum LineDiff {
    static let exactCells = 4_000_000
    static let shownLines = 200

    static func render(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let middleA = a[head..<(a.count - tail)]
        let middleB = b[head..<(b.count - tail)]
        var lines = ["--- swiftc", "+++ interpreter"]
        lines += context(a[max(0, head - 3)..<head], skipped: max(0, head - 3))
        if middleA.count * middleB.count <= exactCells {
            lines += exact(Array(middleA), Array(middleB))
        } else {
            lines += capped(middleA.map { "- " + $0 })
            lines += capped(middleB.map { "+ " + $0 })
        }
        lines += a[(a.count - tail)..<min(a.count, a.count - tail + 3)].map { "  " + $0 }
        if tail > 3 { lines.append("  … \(tail - 3) more identical line(s)") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func context(_ lines: ArraySlice<Substring>, skipped: Int) -> [String] {
        (skipped > 0 ? ["  … \(skipped) identical line(s)"] : []) + lines.map { "  " + $0 }
    }

    private static func capped(_ lines: [String]) -> [String] {
        guard lines.count > shownLines else { return lines }
        return Array(lines.prefix(shownLines)) + ["  … \(lines.count - shownLines) more line(s) like these"]
    }

    /// Longest-common-subsequence diff; `a.count * b.count` is bounded by the caller.
    private static func exact(_ a: [Substring], _ b: [Substring]) -> [String] {
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var i = 0
        var j = 0
        var lines: [String] = []
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append("  " + a[i])
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                lines.append("+ " + b[j])
                j += 1
            } else {
                lines.append("- " + a[i])
                i += 1
            }
        }
        return capped(lines)
    }
}
