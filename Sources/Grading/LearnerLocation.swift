import Foundation

/// Places a grader's failure in the learner's own files: the declaration of the first name
/// the failure's sentence mentions (`email` → `var email: String` in UserProfile.swift), so
/// the learner is sent to their code rather than to the grader's.
public enum LearnerLocation {
    /// `Exercises/NN-slug/File.swift:LINE`, relative to `root`; the exercise's first source
    /// file when no declared name is mentioned.
    /// With `places` the grader named: the first whose anchor is found, else the first whose
    /// declaration is; otherwise the first declared name the sentence mentions.
    public static func find(
        for sentence: String, places: [LearnerPlace] = [], in exercise: Exercise, root: URL
    )
        -> String?
    {
        let files = ExerciseFiles.swiftSources(in: exercise.directory)
        for exact in [true, false] {
            for place in places {
                if let found = find(place, in: files, root: root, anchorOnly: exact) { return found }
            }
        }
        var best: (offset: Int, place: String)?
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let name = declaredName(in: String(line)), let offset = firstMention(of: name, in: sentence)
                else { continue }
                if best == nil || offset < best!.offset {
                    best = (offset, "\(ExerciseFiles.relativePath(of: file, to: root)):\(index + 1)")
                }
            }
        }
        return best?.place ?? files.first.map { ExerciseFiles.relativePath(of: $0, to: root) }
    }

    /// The line of `place`: its declaration's first line holding an anchor (tried in order),
    /// else (unless `anchorOnly`, or with no anchors) the declaration's own line; nil when
    /// no file declares it.
    static func find(_ place: LearnerPlace, in files: [URL], root: URL, anchorOnly: Bool) -> String? {
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard
                let start = lines.indices.first(where: {
                    !isComment(lines[$0]) && declaredName(in: lines[$0]) == place.declaration
                })
            else { continue }
            // The body before the signature: `-> Observations<Int, Never>` or a `deliver:`
            // parameter is not the `Observations { … }` or `deliver(…)` the grader means.
            let body = bodyLines(from: start, in: lines)
            let opening =
                body.first { lines[$0].components(separatedBy: "//")[0].contains("{") } ?? start
            let searched = Array((opening + 1)..<max(opening + 1, body.upperBound)) + Array(start...opening)
            for anchor in place.anchors {
                if let hit = searched.first(where: {
                    !isComment(lines[$0]) && firstMention(of: anchor, in: lines[$0]) != nil
                }) {
                    return "\(ExerciseFiles.relativePath(of: file, to: root)):\(hit + 1)"
                }
            }
            if anchorOnly, !place.anchors.isEmpty { return nil }
            return "\(ExerciseFiles.relativePath(of: file, to: root)):\(start + 1)"
        }
        return nil
    }

    /// The declaration's lines: from `start` to the brace that closes its body (`start` alone
    /// when it has none, a stored property). Braces inside `//` comments do not count.
    static func bodyLines(from start: Int, in lines: [String]) -> Range<Int> {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            let code = lines[index].components(separatedBy: "//")[0]
            for character in code {
                if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                }
            }
            if opened, depth <= 0 { return start..<(index + 1) }
            // A stored property (`var email: String`) has no body; a signature over several
            // lines (`func keepObserving<Value>(`) has one further down.
            if !opened, index == start, !(code.contains("func ") || code.contains("init")) {
                let next =
                    lines.indices.contains(start + 1) ? lines[start + 1].trimmingCharacters(in: .whitespaces) : ""
                if !next.hasPrefix("{") { return start..<(start + 1) }
            }
        }
        return start..<lines.count
    }

    static func isComment(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*")
    }

    /// `var email: String` → "email"; `func keepObserving<T>(` → "keepObserving"; `init(` → "init".
    static func declaredName(in line: String) -> String? {
        let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        for (index, word) in words.enumerated() {
            if word == "init" { return "init" }
            if ["var", "let", "func", "class", "struct", "enum", "protocol"].contains(word), index + 1 < words.count {
                return String(words[index + 1])
            }
        }
        return nil
    }

    /// The offset of `name` as a whole word in `sentence`.
    static func firstMention(of name: String, in sentence: String) -> Int? {
        var searchStart = sentence.startIndex
        while let range = sentence.range(of: name, range: searchStart..<sentence.endIndex) {
            let before =
                range.lowerBound == sentence.startIndex ? nil : sentence[sentence.index(before: range.lowerBound)]
            let after = range.upperBound == sentence.endIndex ? nil : sentence[range.upperBound]
            let isWordChar: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            // `FeedModel(` ends a word itself: whatever follows it does not matter.
            if !isWordChar(before) || !isWordChar(name.first), !isWordChar(after) || !isWordChar(name.last) {
                return sentence.distance(from: sentence.startIndex, to: range.lowerBound)
            }
            searchStart = range.upperBound
        }
        return nil
    }
}
