import Foundation
import Localization

/// What the tooling needs from an exercise's README.md: the lesson it follows and its hints.
///
/// Shape: a line `Follows lesson: … Lessons/NN-slug.md …`, and a `## Hints` section whose
/// `### Hint N` subsections are the progressive hints, in order. A translation
/// (`README.fr.md`) uses its language's headings (`## Indices`, `### Indice 1`;
/// `StructuralWords`); its lesson line is prose, so the lesson comes from the English README.
public struct ExerciseReadme: Sendable, Equatable {
    /// `Lessons/NN-slug.md`, as named on the "Follows lesson:" line.
    public var lesson: String?
    public var hints: [String]

    public init(text: String, language: Language = .english) {
        let words = language.structuralWords
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
                inHints = line.trimmingCharacters(in: .whitespaces) == "## \(words.hints)"
                continue
            }
            guard inHints else { continue }
            if line.hasPrefix("### \(words.exerciseHint)") {
                finishHint()
                current = []
            } else if current != nil {
                current?.append(line)
            }
        }
        finishHint()
    }

    /// Reads the README, or throws an ``ExerciseReadmeError`` that names the file and says
    /// what to do (Foundation's own errors read "The file couldn't be opened").
    public init(contentsOf file: URL, language: Language = .english) throws {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            let exists = FileManager.default.fileExists(atPath: file.path)
            throw exists ? ExerciseReadmeError.unreadable(file) : ExerciseReadmeError.missing(file)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ExerciseReadmeError.notUTF8(file)
        }
        self.init(text: text, language: language)
    }

    /// The first `Lessons/NN-slug.md` on the line.
    static func lessonPath(in line: String) -> String? {
        guard let start = line.range(of: "Lessons/") else { return nil }
        let rest = line[start.lowerBound...]
        guard let end = rest.range(of: ".md") else { return nil }
        return String(rest[..<end.upperBound])
    }
}

public enum ExerciseReadmeError: Error, CustomStringConvertible {
    case missing(URL)
    case unreadable(URL)
    case notUTF8(URL)

    public var description: String {
        switch self {
        case .missing(let file):
            "\(Self.shown(file)): missing — the exercise's task and hints live there; "
                + "restore it with `git checkout -- \(Self.shown(file))`"
        case .unreadable(let file):
            "\(Self.shown(file)): cannot be read (check its permissions)"
        case .notUTF8(let file):
            "\(Self.shown(file)): not UTF-8 text; save it as UTF-8, "
                + "or restore it with `git checkout -- \(Self.shown(file))`"
        }
    }

    /// `Exercises/NN-slug/README.md` when the path has that shape, else the full path.
    private static func shown(_ file: URL) -> String {
        let parts = file.standardizedFileURL.pathComponents
        guard parts.count >= 3, parts[parts.count - 3] == "Exercises" else { return file.path }
        return parts.suffix(3).joined(separator: "/")
    }
}
