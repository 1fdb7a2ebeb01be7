import Foundation
import Grading
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a grader suite only when its exercise should be graded: the learner deleted the
    /// not-done marker, or `WORKBOOK_GRADE` names the exercise (or says `all`). Otherwise the
    /// suite is reported as SKIPPED — never as passed — with a note saying how to opt in.
    ///
    /// `.enabled(if:)` rather than `withKnownIssue`: a known issue is reported as a pass
    /// with a warning, and the progress table must tell "not attempted" from "passed".
    public static func graded(exercise number: String, graderFile: String = #filePath) -> Self {
        let gate = ExerciseGate(number: number, graderFile: graderFile)
        return .enabled(if: gate.shouldGrade, Comment(rawValue: gate.skipMessage))
    }
}

/// Decides, from the files on disk and the environment, whether one exercise is graded.
struct ExerciseGate {
    let exercise: Exercise?
    let root: URL?
    let number: String

    init(number: String, graderFile: String) {
        self.number = number
        let root = ExerciseCatalog.findRoot(from: URL(fileURLWithPath: graderFile).deletingLastPathComponent())
        self.root = root
        exercise = root.flatMap { ExerciseCatalog(root: $0).exercise(named: number) }
    }

    var shouldGrade: Bool {
        // A grader whose exercise folder is missing must not pass silently: grade it and
        // let the first expectation fail loudly.
        guard let exercise else { return true }
        return exercise.notDoneMarker == nil || GradeRequest.fromEnvironment.forces(exercise)
    }

    var skipMessage: String {
        guard let exercise, let root, let marker = exercise.notDoneMarker else {
            return "exercise \(number) is graded"
        }
        return "exercise \(number) not attempted: to grade it, delete the `// WORKBOOK: NOT DONE` line at "
            + "\(marker.relative(to: root)), or set \(GradeRequest.environmentVariable)=\(number) (or =all)"
    }
}
