import Foundation
import Grading
import Localization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the graders saw in this test process, printed as the exercise table when the
/// process exits — so a learner's plain `swift test` ends with where each exercise stands,
/// every failing check placed in their files, and what to do next.
///
/// It also notices a learner's `exit()`: a grader test still running when the process exits
/// did not pass, whatever the exit status says; the report says so and the status becomes 1.
final class GradeReport: @unchecked Sendable {
    static let shared = GradeReport()

    private let lock = NSLock()
    private var root: URL?
    /// Exercise number → whether its grader runs (false: not attempted).
    private var gates: [String: Bool] = [:]
    private var records: [String: TestRecord] = [:]
    private var exerciseOfTest: [String: String] = [:]
    /// Test id → test cases of it still running.
    private var running: [String: Int] = [:]
    private var installed = false

    /// Remembers the verdict of one exercise's gate; the first one arms the exit report.
    func gate(_ number: String, root: URL?, grading: Bool) {
        lock.lock()
        defer { lock.unlock() }
        gates[number] = grading
        if self.root == nil { self.root = root }
        guard !installed, GradeReportSetting.isEnabled else { return }
        installed = true
        atexit { GradeReport.shared.processExiting() }
    }

    func started(_ id: String, name: String, exercise: String) {
        lock.lock()
        defer { lock.unlock() }
        exerciseOfTest[id] = exercise
        if records[id] == nil { records[id] = TestRecord(id: id, displayName: name, status: .unfinished) }
        running[id, default: 0] += 1
    }

    func record(_ issue: Issue, in id: String) {
        let comments = issue.comments.map(\.rawValue)
        let recorded = TestIssue(
            summary: String(describing: issue),
            explanation: comments.isEmpty ? nil : comments.joined(separator: " "),
            file: issue.sourceLocation?.fileID,
            line: issue.sourceLocation?.line ?? 0
        )
        lock.lock()
        defer { lock.unlock() }
        records[id]?.issues.append(recorded)
    }

    /// A failure the grader's expectations did not record (a thrown error, an edited grader).
    func note(_ message: String, in id: String) {
        lock.lock()
        defer { lock.unlock() }
        records[id]?.issues.append(TestIssue(summary: message, explanation: nil, file: nil, line: Int.max))
    }

    func ended(_ id: String) {
        lock.lock()
        defer { lock.unlock() }
        running[id, default: 1] -= 1
        if running[id] == 0 {
            running[id] = nil
            let failed = !(records[id]?.issues.isEmpty ?? true)
            records[id]?.status = failed ? .failed : .passed
        }
    }

    /// The `atexit` handler: the table, or — when a grader test never finished — why not.
    private func processExiting() {
        // The workbook's own words in the table and its reasons speak as the graders do.
        Messages.language = GraderLanguage.current
        lock.lock()
        let unfinished = running.keys.sorted().compactMap { records[$0] }
        let rows = tableRows(unfinished: unfinished)
        lock.unlock()
        guard !rows.isEmpty else { return }
        let useColor = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        var text = "\n── Exercises " + String(repeating: "─", count: 50) + "\n"
        text += ProgressTable(rows: rows, useColor: useColor, language: GraderLanguage.current).render() + "\n"
        if !unfinished.isEmpty {
            text += "✘ The test run was cut short by the code under test: the exit status is not a pass.\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
        if !unfinished.isEmpty { _exit(1) }
    }

    /// One row per exercise whose gate ran in this process, in curriculum order.
    private func tableRows(unfinished: [TestRecord]) -> [(exercise: Exercise, outcome: GradeOutcome)] {
        guard let root else { return [] }
        let fingerprints = GraderFingerprints(root: root)
        // `WORKBOOK_LEAVE_OUT=02 swift test`: 02 is not in this build; the table still names it.
        let leftOut = Set(
            (ProcessInfo.processInfo.environment[GradingRun.leaveOutVariable] ?? "").split { $0 == "," || $0 == " " })
        return ExerciseCatalog(root: root).exercises.compactMap { exercise in
            if leftOut.contains(Substring(exercise.number)) {
                return (exercise, .notGraded(reason: Messages.text(.gradeLeftOut, GradingRun.leaveOutVariable)))
            }
            guard let grading = gates[exercise.number] else { return nil }
            guard grading else {
                let reason = GradingRun.notAttemptedReason(exercise, root: root) ?? "skipped"
                return (exercise, .notAttempted(reason: reason))
            }
            if let reason = fingerprints.changeReport(for: exercise) {
                return (exercise, .graderChanged(reason: reason))
            }
            if let cut = unfinished.first(where: { exerciseOfTest[$0.id] == exercise.number }) {
                return (exercise, .crashed(message: ExitDuringGrading.sentence(test: cut.displayName, status: nil)))
            }
            let tests = records.values.filter { exerciseOfTest[$0.id] == exercise.number }
            guard !tests.isEmpty else {
                return (exercise, .notGraded(reason: "none of its grader tests ran in this run"))
            }
            return (exercise, GradingRun.judge(tests, exercise: exercise, root: root, notAttempted: nil))
        }
    }
}
