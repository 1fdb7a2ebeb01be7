import Foundation

/// Places a grader's failure in the learner's own files: the declaration of the first name
/// the failure's sentence mentions (`email` → `var email: String` in UserProfile.swift), so
/// the learner is sent to their code rather than to the grader's.
public enum LearnerLocation {
    /// `Exercises/NN-slug/File.swift:LINE`, relative to `root`; the exercise's first source
    /// file when no declared name is mentioned.
    public static func find(for sentence: String, in exercise: Exercise, root: URL) -> String? {
        let files = ExerciseFiles.swiftSources(in: exercise.directory)
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
            if !isWordChar(before), !isWordChar(after) {
                return sentence.distance(from: sentence.startIndex, to: range.lowerBound)
            }
            searchStart = range.upperBound
        }
        return nil
    }
}
