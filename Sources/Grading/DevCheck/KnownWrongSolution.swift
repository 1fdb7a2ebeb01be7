import Foundation

/// A solution that must fail, written as edits of the reference solution (or of the
/// starter) so it shows exactly what is wrong: `Exercises/NN-slug/.meta/wrong/<what-is-wrong>.edit`,
///
///     over: reference            (or: over: starter)
///     in Feed.swift replace:
///     <<<
///     lines of the base, exactly as they are (they must occur once)
///     ===
///     the lines that take their place
///     >>>
///
/// with as many `in … replace:` blocks as needed. Its first grader failure must point at a
/// line the edits wrote, or — when the wrong line is one they left as it was (a starter's
/// line the solution should have changed) — at a line named by
///
///     wrong line in Feed.swift: _model = State(initialValue: FeedModel(backend: backend))
/// `workbook dev check` proves every one
/// rejected — the near misses a grader must not let through — and, for every exercise, the
/// starter with ``overloadCheats`` beside it.
public struct KnownWrongSolution: Sendable {
    public static let folderName = "wrong"
    public static let fileExtension = "edit"

    public enum Base: String, Sendable { case reference, starter }

    public struct Edit: Sendable, Equatable {
        public var file: String
        public var old: String
        public var new: String
    }

    public let exercise: Exercise
    public let file: URL
    public let base: Base
    public let edits: [Edit]
    /// `wrong line in FILE: TEXT` lines: file → the text its wrong line holds.
    public let namedWrongLines: [(file: String, text: String)]

    public var name: String { file.deletingPathExtension().lastPathComponent }

    /// True when it calls `exit(`: graded alone, since it ends every grader beside it.
    public var endsTheProcess: Bool { edits.contains { $0.new.contains("exit(") } }

    public init(exercise: Exercise, file: URL) throws {
        self.exercise = exercise
        self.file = file
        let text = try String(contentsOf: file, encoding: .utf8)
        (base, edits, namedWrongLines) = try Self.parse(text, file: file)
    }

    /// The exercise's known-wrong solutions, sorted by name; one that cannot be read throws.
    public static func all(of exercise: Exercise) throws -> [KnownWrongSolution] {
        let folder = exercise.metaDirectory.appendingPathComponent(folderName, isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return try names.filter { $0.hasSuffix("." + fileExtension) }.sorted().map {
            try KnownWrongSolution(exercise: exercise, file: folder.appendingPathComponent($0))
        }
    }

    /// Applies the edits to the exercise's files, which must hold the base already.
    public func apply() throws {
        for edit in edits {
            let target = exercise.directory.appendingPathComponent(edit.file)
            let text = try String(contentsOf: target, encoding: .utf8)
            let occurrences = text.components(separatedBy: edit.old).count - 1
            guard occurrences == 1 else {
                throw KnownWrongSolutionError.edit(
                    file, "the lines to replace occur \(occurrences) times in \(edit.file); expected once")
            }
            try Data(text.replacingOccurrences(of: edit.old, with: edit.new).utf8).write(to: target)
        }
    }

    /// The lines the edits wrote, by file (relative to the exercise), once applied: where a
    /// grader's first message must send the learner, since that is what is wrong.
    public func wrongLines() -> [String: [ClosedRange<Int>]] {
        var found: [String: [ClosedRange<Int>]] = [:]
        if !namedWrongLines.isEmpty {
            for (file, wanted) in namedWrongLines {
                let target = exercise.directory.appendingPathComponent(file)
                let lines =
                    (try? String(contentsOf: target, encoding: .utf8))?.split(
                        separator: "\n", omittingEmptySubsequences: false) ?? []
                for (index, line) in lines.enumerated() where line.contains(wanted) {
                    found[file, default: []].append((index + 1)...(index + 1))
                }
            }
            return found
        }
        for edit in edits {
            let target = exercise.directory.appendingPathComponent(edit.file)
            // A deletion leaves no line to point at.
            guard !edit.new.isEmpty, let text = try? String(contentsOf: target, encoding: .utf8),
                let range = text.range(of: edit.new)
            else { continue }
            let first = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
            let count = max(1, edit.new.filter { $0 == "\n" }.count + 1)
            found[edit.file, default: []].append(first...(first + count - 1))
        }
        return found
    }

    /// True when `location` (`Exercises/NN-slug/File.swift:LINE`, as a failed check gives it)
    /// lies on one of `lines`.
    public static func location(_ location: String?, isOn lines: [String: [ClosedRange<Int>]]) -> Bool {
        guard let location, let colon = location.lastIndex(of: ":"),
            let line = Int(location[location.index(after: colon)...])
        else { return false }
        let path = location[..<colon]
        return lines.contains { file, ranges in
            (path == file || path.hasSuffix("/" + file)) && ranges.contains { $0.contains(line) }
        }
    }

    static func parse(_ text: String, file: URL) throws -> (Base, [Edit], [(file: String, text: String)]) {
        var base = Base.reference
        var edits: [Edit] = []
        var named: [(file: String, text: String)] = []
        var target: String?
        var old: [String]?
        var new: [String]?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated()
        {
            func fail(_ message: String) -> Error {
                KnownWrongSolutionError.edit(file, "line \(index + 1): \(message)")
            }
            if var lines = new {
                if line == ">>>" {
                    guard let target, let replaced = old else { throw fail("`>>>` without a block") }
                    edits.append(
                        Edit(file: target, old: replaced.joined(separator: "\n"), new: lines.joined(separator: "\n")))
                    old = nil
                    new = nil
                } else {
                    lines.append(line)
                    new = lines
                }
            } else if var lines = old {
                if line == "===" {
                    new = []
                } else {
                    lines.append(line)
                    old = lines
                }
            } else if line.hasPrefix("over: ") {
                guard let chosen = Base(rawValue: String(line.dropFirst(6))) else {
                    throw fail("`over: reference` or `over: starter`")
                }
                base = chosen
            } else if line.hasPrefix("wrong line in "), let colon = line.range(of: ": ") {
                named.append(
                    (
                        String(line[line.index(line.startIndex, offsetBy: 14)..<colon.lowerBound]),
                        String(line[colon.upperBound...])
                    ))
            } else if line.hasPrefix("in "), line.hasSuffix(" replace:") {
                target = String(line.dropFirst(3).dropLast(" replace:".count))
            } else if line == "<<<" {
                guard target != nil else { throw fail("`<<<` before `in FILE replace:`") }
                old = []
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty, !line.hasPrefix("#") {
                throw fail("expected `over:`, `in FILE replace:`, `wrong line in FILE: TEXT`, `<<<`, or a `#` comment")
            }
        }
        guard old == nil, new == nil else {
            throw KnownWrongSolutionError.edit(file, "a block is not closed with `>>>`")
        }
        guard !edits.isEmpty else { throw KnownWrongSolutionError.edit(file, "no `in FILE replace:` block") }
        return (base, edits, named)
    }

    public static let overloadCheatsName = "starter-with-operator-and-extension-overloads"

    /// Overloads that would turn a naive grader's comparisons into passes: graders compare
    /// through GraderSupport's `Compare`, which cannot see them, so a starter with these
    /// beside it must still fail.
    public static let overloadCheats = """
        // Known-wrong (workbook dev check): overloads a learner could add to fool a grader.
        func == (lhs: [Int], rhs: [Int]) -> Bool { true }
        func == (lhs: [Bool], rhs: [Bool]) -> Bool { true }
        func == (lhs: [String], rhs: [String]) -> Bool { true }
        func == (lhs: [String]?, rhs: [String]?) -> Bool { true }

        extension Array {
            func contains(_ element: Element) -> Bool { true }
            var isEmpty: Bool { true }
        }

        """

    /// Writes ``overloadCheats`` as a new file of the exercise (`dev check` removes it after).
    public static func writeOverloadCheats(into exercise: Exercise) throws {
        let file = exercise.directory.appendingPathComponent("KnownWrongOverloads.swift")
        try Data(overloadCheats.utf8).write(to: file)
    }
}

public enum KnownWrongSolutionError: Error, CustomStringConvertible {
    case edit(URL, String)

    public var description: String {
        switch self {
        case .edit(let file, let message): "\(file.path): \(message)"
        }
    }
}
