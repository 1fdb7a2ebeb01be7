import Foundation

/// What the tooling needs from an exercise's README.md: the lesson it follows and its hints.
///
/// Shape: a line `Follows lesson: … Lessons/NN-slug.md …`, and a `## Hints` section whose
/// `### Hint N` subsections are the progressive hints, in order.
public struct ExerciseReadme: Sendable, Equatable {
    /// `Lessons/NN-slug.md`, as named on the "Follows lesson:" line.
    public var lesson: String?
    public var hints: [String]

    public init(text: String) {
        lesson = nil
        hints = []
        var inHints = false
        var current: [String]?
        func finishHint() {
            if let body = current {
                hints.append(body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
            }
            current = nil
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if lesson == nil, line.hasPrefix("Follows lesson:") {
                lesson = Self.lessonPath(in: line)
            }
            if line.hasPrefix("## ") {
                finishHint()
                inHints = line.trimmingCharacters(in: .whitespaces) == "## Hints"
                continue
            }
            guard inHints else { continue }
            if line.hasPrefix("### Hint") {
                finishHint()
                current = []
            } else if current != nil {
                current?.append(line)
            }
        }
        finishHint()
    }

    public init(contentsOf file: URL) throws {
        self.init(text: try String(contentsOf: file, encoding: .utf8))
    }

    /// The first `Lessons/NN-slug.md` on the line.
    static func lessonPath(in line: String) -> String? {
        guard let start = line.range(of: "Lessons/") else { return nil }
        let rest = line[start.lowerBound...]
        guard let end = rest.range(of: ".md") else { return nil }
        return String(rest[..<end.upperBound])
    }
}
