import Foundation

/// A JSON object keyed by exercise folder (`01-slug`): `hints.json` (how many hints were
/// revealed) and `grades.json` (the last verdict: `passed`, `failed`, …).
public struct ExerciseTable<Value: Codable & Sendable & Equatable>: StateDocument, Equatable {
    public var entries: [String: Value] = [:]

    public init() {}

    public static func decode(_ data: Data) -> ExerciseTable? {
        guard let entries = try? JSONDecoder().decode([String: Value].self, from: data) else { return nil }
        var table = ExerciseTable()
        table.entries = entries
        return table
    }

    /// Keys that are exercise folders: a link to some other JSON object is not taken for one.
    public static func isRecognised(_ data: Data) -> Bool {
        decode(data).map { $0.entries.keys.allSatisfy(isExerciseFolderName) } ?? false
    }

    public func encoded() -> Data {
        (try? prettyJSON.encode(entries)) ?? Data("{}".utf8)
    }
}

/// `hints.json`: hints revealed per exercise.
public typealias HintCounts = ExerciseTable<Int>
/// `grades.json`: the last verdict per exercise, so `watch` and `lessons` can say what comes
/// next without grading everything again.
public typealias GradeLabels = ExerciseTable<String>
