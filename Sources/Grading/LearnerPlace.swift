import Foundation

/// Where a grader sends the learner for one failure: one of their declarations and, inside
/// it, the first line that holds one of `anchors` (`email` › `get`: the getter of `email`;
/// `keepObserving` › `isCancelled` | `onChange`). Graders name it because a failure's
/// sentence often mentions a finished part first (`target` lives in the finished
/// Thermostat.swift; the bug is in how `keepObserving` reads it).
///
/// It travels inside the grader's comment as a last line `⌖ email › get`, which reads well
/// in a plain `swift test` too, whatever the learner's language.
public struct LearnerPlace: Sendable, Equatable, CustomStringConvertible {
    public var declaration: String
    /// Tried in order; none found: the declaration's own line.
    public var anchors: [String]

    public init(_ declaration: String, at anchors: [String] = []) {
        self.declaration = declaration
        self.anchors = anchors
    }

    static let marker = "⌖ "

    public var description: String {
        Self.marker
            + ([declaration] + (anchors.isEmpty ? [] : [anchors.joined(separator: " | ")]))
            .joined(separator: " › ")
    }

    /// `⌖ email › get` → the place; anything else → nil.
    public init?(line: String) {
        guard line.hasPrefix(Self.marker) else { return nil }
        let parts = line.dropFirst(Self.marker.count).components(separatedBy: " › ")
        let declaration = parts[0].trimmingCharacters(in: .whitespaces)
        guard !declaration.isEmpty, parts.count <= 2 else { return nil }
        self.init(
            declaration,
            at: parts.count == 2
                ? parts[1].components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty } : [])
    }

    /// A grader's comment split into the sentence for the learner and the places it names
    /// (a last line `⌖ FeedModel › fetches ⌖ FeedScreen › initialValue`: the first whose
    /// anchor is found wins).
    public static func split(_ comment: String) -> (sentence: String, places: [LearnerPlace]) {
        var lines = comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let last = lines.last, last.hasPrefix(marker) else { return (comment, []) }
        let places = last.components(separatedBy: " " + marker).enumerated().compactMap { index, part in
            LearnerPlace(line: index == 0 ? part : marker + part)
        }
        guard !places.isEmpty else { return (comment, []) }
        lines.removeLast()
        return (lines.joined(separator: "\n"), places)
    }

    /// Several places as the comment's last line.
    public static func line(_ places: [LearnerPlace]) -> String {
        places.map(\.description).joined(separator: " ")
    }
}
