import Foundation

/// The machine-readable forms of `workbook grade` (`--format json`, `--format junit`), for a
/// teacher's CI or an autograding service: one record per exercise.
public enum GradeResultsFormat: String, CaseIterable, Sendable {
    case json, junit

    public func render(_ results: [ExerciseResult]) -> String {
        switch self {
        case .json: JSONGradeResults.render(results)
        case .junit: JUnitGradeResults.render(results)
        }
    }
}
