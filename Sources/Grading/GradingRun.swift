import ChildProcess
import Foundation
import LearnerState
import Localization

/// Builds the package and runs the graders of some exercises through `swift test`, then
/// turns Swift Testing's event stream into one `GradeOutcome` per exercise.
///
/// One exercise that does not compile breaks the build of every grader (they share one
/// test bundle). Such an exercise is reported with its compiler errors, and the others are
/// graded again with it left out of the package (`WORKBOOK_LEAVE_OUT`, read by
/// `Package.swift`): the same build folder, so only what changed is built again.
public struct GradingRun: Sendable {
    public let catalog: ExerciseCatalog
    /// Extra environment for the test process (`WORKBOOK_GRADE=…` to force grading).
    public var environmentOverrides: [String: String] = [:]
    /// How long an exercise's grader tests may run once started.
    public var timeLimit = GradeTimeLimit.fromEnvironment

    /// `Package.swift` leaves these exercises (numbers, comma-separated) and their graders out.
    public static let leaveOutVariable = "WORKBOOK_LEAVE_OUT"

    public init(catalog: ExerciseCatalog) {
        self.catalog = catalog
    }

    public struct Report: Sendable {
        /// One row per exercise asked for, in order; then any other exercise found not to
        /// compile on the way (it was left out so the ones asked for could be graded).
        public var outcomes: [(exercise: Exercise, outcome: GradeOutcome)]
        /// The tool output, for `--verbose` and for diagnosing a crash.
        public var log: String
        public var exitCode: Int32
        /// The per-test records behind the outcomes.
        public var tests: [TestRecord]
    }

    /// Grades `selection` (every exercise when empty). With `wholeSuite`, runs every test of
    /// the package, as a plain `swift test` does, not only the graders. `echo` receives the
    /// build and test output line by line as it arrives.
    public func grade(
        _ selection: [Exercise], wholeSuite: Bool = false, echo: ((String) -> Void)? = nil
    ) throws -> Report {
        let exercises = selection.isEmpty ? catalog.exercises : selection
        var outcomes: [String: GradeOutcome] = [:]
        let fingerprints = GraderFingerprints(root: catalog.root)
        for exercise in exercises {
            if let reason = fingerprints.changeReport(for: exercise) {
                outcomes[exercise.folderName] = .graderChanged(reason: reason)
            }
        }
        var pending = exercises.filter { outcomes[$0.folderName] == nil }
        var broken: [Exercise] = []
        var log = ""
        var exitCode: Int32 = 0
        var tests: [TestRecord] = []
        // After a stop that could not tell which exercise loops, they run one at a time.
        var alone = false
        while !pending.isEmpty || (wholeSuite && log.isEmpty) {
            let batch = alone ? Array(pending.prefix(1)) : pending
            let (result, stream, overrun) = try runTests(
                batch, leavingOut: broken, wholeSuite: wholeSuite, echo: echo)
            log += result.output
            exitCode = result.exitCode
            tests = Array(stream.tests.values)
            if let overrun {
                // Stopped for an endless loop: that exercise is told so; the ones whose tests
                // all ended keep their verdict; the rest run again without it.
                let suspects = batch.filter { overrun.contains($0.graderModuleName) }
                if suspects.count == 1, let culprit = suspects.first {
                    outcomes[culprit.folderName] = .crashed(message: timedOutMessage(culprit))
                } else {
                    alone = true
                }
                for exercise in batch where outcomes[exercise.folderName] == nil {
                    let own = stream.tests.values.filter { $0.module == exercise.graderModuleName }
                    if !own.isEmpty, own.allSatisfy({ $0.status != .unfinished && $0.status != .notRun }) {
                        outcomes[exercise.folderName] = outcome(for: exercise, stream: stream, result: result)
                    }
                }
                pending.removeAll { outcomes[$0.folderName] != nil }
                // The whole suite has no filter to leave the looping one out with.
                if wholeSuite { break }
                continue
            }
            let buildFailed = stream.tests.isEmpty && result.exitCode != 0
            if buildFailed, MovedCheckout.recognizes(result.output, root: catalog.root) {
                for exercise in pending {
                    outcomes[exercise.folderName] = .notGraded(
                        reason: Messages.text(.gradeMovedCheckout, catalog.root.path))
                }
                break
            }
            let folders =
                buildFailed ? CompilerDiagnostics.foldersWithErrors(in: result.output, root: catalog.root.path) : []
            // Any exercise, asked for or not: one that does not compile stops every grader.
            let newlyBroken = catalog.exercises.filter { exercise in
                !broken.contains { $0.folderName == exercise.folderName }
                    && (folders.contains("Exercises/\(exercise.folderName)") || folders.contains(exercise.graderPath))
            }
            guard buildFailed, !newlyBroken.isEmpty else {
                for exercise in batch {
                    outcomes[exercise.folderName] = outcome(for: exercise, stream: stream, result: result)
                }
                pending.removeAll { outcomes[$0.folderName] != nil }
                if alone { continue }
                break
            }
            for exercise in newlyBroken {
                outcomes[exercise.folderName] = .doesNotCompile(
                    diagnostic: diagnostic(for: exercise, in: result.output, root: catalog.root))
            }
            broken += newlyBroken
            pending.removeAll { exercise in newlyBroken.contains { $0.folderName == exercise.folderName } }
            guard !pending.isEmpty else { break }
            echo?("== " + Messages.text(.gradeLeavingOut, newlyBroken.map(\.number).joined(separator: ", ")))
        }
        var rows = exercises.map { exercise in
            (exercise, outcomes[exercise.folderName] ?? .notGraded(reason: Messages.text(.gradeNoGraderRan)))
        }
        for exercise in broken where !exercises.contains(where: { $0.folderName == exercise.folderName }) {
            if let outcome = outcomes[exercise.folderName] { rows.append((exercise, outcome)) }
        }
        return Report(outcomes: rows, log: log, exitCode: exitCode, tests: tests)
    }

    /// "exercise 03's tests did not finish in 60 s: look for an endless loop in …" (its files).
    func timedOutMessage(_ exercise: Exercise) -> String {
        let files = ExerciseFiles.swiftSources(in: exercise.directory).map {
            ExerciseFiles.relativePath(of: $0, to: catalog.root)
        }
        let seconds = timeLimit.seconds
        return Messages.text(
            .gradeTimedOut, exercise.number,
            seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)",
            files.count == 1 ? files[0] : "Exercises/\(exercise.folderName)/")
    }

    private func runTests(
        _ exercises: [Exercise], leavingOut broken: [Exercise], wholeSuite: Bool, echo: ((String) -> Void)?
    ) throws -> (ProcessResult, TestEventStream, overrun: Set<String>?) {
        // The events name the learner's tests and values: a private folder, gone when done.
        let scratch = try ScratchFolder(purpose: "grade")
        defer { scratch.remove() }
        let events = scratch.url.appendingPathComponent("events.jsonl")
        let filter = exercises.map { "^\($0.graderModuleName)\\." }.joined(separator: "|")
        var environment = ProcessInfo.processInfo.environment
        // The report a plain `swift test` ends with would repeat what this run prints.
        environment[GradeReportSetting.environmentVariable] = "off"
        environment.merge(environmentOverrides) { _, new in new }
        if !broken.isEmpty { environment[Self.leaveOutVariable] = broken.map(\.number).joined(separator: ",") }
        let selectionArguments = wholeSuite ? [] : ["--filter", filter]
        let child = ChildRun()
        let watchdog = GradeWatchdog()
        watchdog.start(
            events: events, limit: timeLimit, graders: Set(exercises.map(\.graderModuleName)), stopping: child)
        defer { watchdog.stop() }
        let result = try ProcessRunner.run(
            ["swift", "test"] + selectionArguments + ["--event-stream-output-path", events.path],
            in: catalog.root, environment: environment, echo: echo, run: child)
        watchdog.stop()
        return (result, TestEventStream(contentsOf: events), watchdog.overrunModules)
    }

    /// The learner's compiler errors; for errors in the grader, said as such (a learner's
    /// operator or extension can make the grader ambiguous: that is not a pass either).
    func diagnostic(for exercise: Exercise, in output: String, root: URL) -> String {
        let own = CompilerDiagnostics.errors(in: output, inFolder: "Exercises/\(exercise.folderName)", root: root.path)
        let grader = CompilerDiagnostics.errors(in: output, inFolder: exercise.graderPath, root: root.path)
        var parts: [String] = []
        if let own { parts.append(own) }
        if let grader {
            parts.append(Messages.text(.gradeGraderClashes) + "\n" + grader)
        }
        return parts.isEmpty ? Messages.text(.gradeCouldNotBuild) : parts.joined(separator: "\n")
    }

    func outcome(for exercise: Exercise, stream: TestEventStream, result: ProcessResult) -> GradeOutcome {
        let place = catalog
        let tests = stream.tests.values.filter { $0.module == exercise.graderModuleName }.sorted { $0.id < $1.id }
        if tests.isEmpty {
            if stream.tests.isEmpty, result.exitCode != 0 {
                let diagnostic =
                    CompilerDiagnostics.firstError(in: result.output, root: place.root.path)
                    ?? Messages.text(.gradeFailedBeforeTests, "\(result.exitCode)")
                if let culprit = place.exercises.first(where: { diagnostic.hasPrefix("Exercises/\($0.folderName)/") }),
                    culprit.folderName != exercise.folderName
                {
                    return .notGraded(reason: Messages.text(.gradeOtherDoesNotCompile, culprit.number))
                }
                return .doesNotCompile(diagnostic: diagnostic)
            }
            return .notGraded(reason: Messages.text(.gradeNoGraderTests, exercise.graderModuleName))
        }
        if tests.contains(where: { $0.status == .notRun || $0.status == .unfinished }) {
            // The test process died, or was ended by the learner's exit(), before this grader finished.
            let running = tests.first { $0.status == .unfinished }
            if let crash = CrashReport(output: result.output, exercises: place.exercises) {
                if crash.exercise?.folderName == exercise.folderName {
                    return .crashed(
                        message: crash.message
                            + (running.map { Messages.text(.gradeDuringTest, $0.displayName) } ?? ""))
                }
                if let culprit = crash.exercise {
                    return .notGraded(reason: Messages.text(.gradeOtherCrashed, culprit.number, exercise.number))
                }
            }
            if let running, CrashReport(output: result.output, exercises: place.exercises) == nil {
                return .crashed(message: ExitDuringGrading.sentence(test: running.displayName, status: result.exitCode))
            }
            return .notGraded(
                reason: Messages.text(.gradeProcessStopped, "\(result.exitCode)", exercise.graderModuleName))
        }
        return Self.judge(
            tests, exercise: exercise, root: place.root, notAttempted: notAttemptedReason(exercise, root: place.root))
    }

    /// The verdict on one exercise from its grader's finished tests; shared with the report
    /// a learner's plain `swift test` prints (GraderSupport).
    public static func judge(
        _ tests: [TestRecord], exercise: Exercise, root: URL, notAttempted: String?
    ) -> GradeOutcome {
        if tests.allSatisfy({ $0.status == .skipped }) {
            return .notAttempted(reason: notAttempted ?? tests.first?.skipReason ?? Messages.text(.gradeSkipped))
        }
        let failing = tests.filter { $0.status == .failed }
        if failing.isEmpty {
            if tests.contains(where: { $0.status != .passed }) {
                return .notGraded(reason: Messages.text(.gradeSomeSkipped))
            }
            return .passed(tests: tests.count)
        }
        let checks =
            failing
            .flatMap { test in test.issues.map { (test, $0) } }
            .sorted { $0.1.line < $1.1.line }
            .map { test, issue in
                FailedCheck(
                    test: test.displayName, message: issue.learnerMessage,
                    location: LearnerLocation.find(
                        for: issue.learnerMessage, places: issue.places, in: exercise, root: root)
                )
            }
        return .failed(checks: checks, failedTests: failing.count, of: tests.count)
    }

    /// Short, for a table row: where the marker is and how to get graded anyway.
    public static func notAttemptedReason(_ exercise: Exercise, root: URL) -> String? {
        guard let marker = exercise.notDoneMarker else { return nil }
        return Messages.text(.gradeNotAttemptedReason, marker.relative(to: root), exercise.number)
    }

    func notAttemptedReason(_ exercise: Exercise, root: URL) -> String? {
        Self.notAttemptedReason(exercise, root: root)
    }
}

/// The sentence for a grader that never finished because the process ended quietly — what a
/// learner's `exit(0)` looks like. Never a pass.
public enum ExitDuringGrading {
    public static func sentence(test: String, status: Int32?) -> String {
        Messages.text(.gradeExitDuring, status.map { Messages.text(.gradeExitStatus, "\($0)") } ?? "", test)
    }
}
