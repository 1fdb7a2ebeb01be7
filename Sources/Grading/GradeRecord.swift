import Foundation
import Localization

/// The last verdict on each exercise (`passed`, `failed`, …), kept in `grades.json` in the
/// workbook's state directory, so `watch` can draw its progress bar and `lessons` can say
/// what comes next without re-grading everything. Saving is the caller's job (atomically).
public struct GradeRecord: Sendable {
    public let file: URL
    private var labels: [String: String]

    /// A missing file means nothing graded yet; one that is not valid JSON is reported,
    /// never silently replaced.
    public init(directory: URL) throws {
        file = directory.appendingPathComponent("grades.json")
        guard FileManager.default.fileExists(atPath: file.path) else {
            labels = [:]
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path),
            let decoded = try? JSONDecoder().decode([String: String].self, from: data)
        else { throw GradeRecordError.unreadable(file) }
        labels = decoded
    }

    public func isPassed(_ exercise: Exercise) -> Bool {
        labels[exercise.folderName] == "passed"
    }

    /// Remembers what a grading run found; "not graded" tells nothing and is not kept.
    public mutating func remember(_ outcome: GradeOutcome, for exercise: Exercise) {
        if case .notGraded = outcome { return }
        labels[exercise.folderName] = outcome.label
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(labels)
    }

    /// The first exercise not passed yet (in curriculum order), or nil when all are.
    public func nextToDo(in catalog: ExerciseCatalog) -> Exercise? {
        catalog.exercises.first { !isPassed($0) }
    }
}

public enum GradeRecordError: Error, CustomStringConvertible {
    case unreadable(URL)

    public var description: String {
        switch self {
        case .unreadable(let file):
            Messages.text(.gradeRecordInvalid, file.path)
        }
    }
}
