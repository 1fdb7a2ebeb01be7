/// A line diff for `run --compare`: `-` lines only swiftc's program printed, `+` lines
/// only the interpreter printed. Memory stays bounded whatever the outputs: the common
/// head and tail are trimmed first, the exact diff runs only on a middle of
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

    /// The standard library's difference (Myers) written out line by line: where a line is
    /// both added and removed at one place, the added one first. The caller bounds
    /// `a.count * b.count`, which bounds the search too.
    private static func exact(_ a: [Substring], _ b: [Substring]) -> [String] {
        // Asked the other way round (a from b), Myers keeps the earliest lines of `a` in
        // common and takes `b`'s extra lines first, which is the order this diff has always had.
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in a.difference(from: b) {
            switch change {
            case .remove(let offset, _, _): inserted.insert(offset)
            case .insert(let offset, _, _): removed.insert(offset)
            }
        }
        var i = 0
        var j = 0
        var lines: [String] = []
        while i < a.count || j < b.count {
            if inserted.contains(j) {
                lines.append("+ " + b[j])
                j += 1
            } else if removed.contains(i) {
                lines.append("- " + a[i])
                i += 1
            } else {
                lines.append("  " + a[i])
                i += 1
                j += 1
            }
        }
        return capped(lines)
    }
}
