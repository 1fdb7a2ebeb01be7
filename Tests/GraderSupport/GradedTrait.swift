import Foundation
import Grading
import Localization
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a grader suite only when its exercise should be graded: the learner deleted the
    /// not-done marker, or `WORKBOOK_GRADE` names the exercise (or says `all`). Otherwise the
    /// suite is reported as SKIPPED — never as passed — with a note saying how to opt in.
    ///
    /// `.enabled(if:)` rather than `withKnownIssue`: a known issue is reported as a pass
    /// with a warning, and the progress table must tell "not attempted" from "passed".
    /// Pair it with `.reported(exercise:)`, which puts the suite's results in the table.
    public static func graded(exercise number: String, graderFile: String = #filePath) -> Self {
        // The workbook's own sentences in this process (a changed grader, the table) speak as the graders do.
        Messages.language = GraderLanguage.current
        let gate = ExerciseGate(number: number, graderFile: graderFile)
        return .enabled(if: gate.evaluate(), gate.skipMessage)
    }
}

extension Trait where Self == GraderScope {
    /// Records every test of the suite for the exercise table a learner's `swift test` ends
    /// with, fails each test when the grader files were edited, and notices `exit()`.
    public static func reported(exercise number: String, graderFile: String = #filePath) -> Self {
        GraderScope(gate: ExerciseGate(number: number, graderFile: graderFile))
    }
}

/// Decides, from the files on disk and the environment, whether one exercise is graded.
struct ExerciseGate: Sendable {
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

    /// `shouldGrade`, remembered for the exercise table.
    func evaluate() -> Bool {
        let grading = shouldGrade
        GradeReport.shared.gate(number, root: root, grading: grading)
        return grading
    }

    /// Why this exercise's result cannot count: its grader (or GraderSupport) was edited.
    var graderChange: String? {
        guard let root, let exercise else { return nil }
        return GraderFingerprints(root: root).changeReport(for: exercise)
    }

    var skipMessage: Comment {
        guard let exercise, let root, let marker = exercise.notDoneMarker else {
            return say(
                "exercise \(number) is graded", fr: "l'exercice \(number) est noté", zh: "练习 \(number) 会被评分",
                ja: "演習 \(number) は採点されます")
        }
        // Short: Swift Testing repeats it for every test of the suite. The table at the end
        // of the run says how to start.
        let place = marker.relative(to: root)
        return say("not attempted (\(place))", fr: "non tenté (\(place))", zh: "未尝试（\(place)）", ja: "未着手（\(place)）")
    }
}

/// The scope around every grader test: records it and its issues for ``GradeReport``.
public struct GraderScope: SuiteTrait, TestTrait, TestScoping {
    let gate: ExerciseGate

    public var isRecursive: Bool { true }

    /// Once per test case: that is where expectations are recorded.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> GraderScope? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let id = test.id.description
        let report = GradeReport.shared
        report.started(id, name: test.displayName ?? test.name, exercise: gate.number)
        defer { report.ended(id) }
        if let change = gate.graderChange {
            Issue.record(Comment(rawValue: change))
            report.note(change, in: id)
        }
        let watch = IssueHandlingTrait.compactMapIssues { issue in
            report.record(issue, in: id)
            return issue
        }
        do {
            try await watch.provideScope(for: test, testCase: testCase, performing: function)
        } catch {
            // Swift Testing records the thrown error itself, outside this scope.
            report.note("the grader test stopped with an error: \(error)", in: id)
            throw error
        }
    }
}
