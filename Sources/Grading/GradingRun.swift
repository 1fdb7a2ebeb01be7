import Foundation

/// Builds the package and runs the graders of some exercises through `swift test`, then
/// turns Swift Testing's event stream into one `GradeOutcome` per exercise.
public struct GradingRun: Sendable {
    public let catalog: ExerciseCatalog
    /// Extra environment for the test process (`WORKBOOK_GRADE=…` to force grading).
    public var environmentOverrides: [String: String] = [:]

    public init(catalog: ExerciseCatalog) {
        self.catalog = catalog
    }

    public struct Report: Sendable {
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
    public func grade(_ selection: [Exercise], wholeSuite: Bool = false, echo: ((String) -> Void)? = nil) throws -> Report {
        let exercises = selection.isEmpty ? catalog.exercises : selection
        let events = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-grade-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let filter = exercises.map { "^\($0.graderModuleName)\\." }.joined(separator: "|")
        var environment = ProcessInfo.processInfo.environment
        environment.merge(environmentOverrides) { _, new in new }
        let selectionArguments = wholeSuite ? [] : ["--filter", filter]
        let result = try ProcessRunner.run(
            ["swift", "test"] + selectionArguments + ["--event-stream-output-path", events.path],
            in: catalog.root, environment: environment, echo: echo
        )
        let stream = TestEventStream(contentsOf: events)
        let outcomes = exercises.map { exercise in
            (exercise, outcome(for: exercise, stream: stream, result: result))
        }
        return Report(outcomes: outcomes, log: result.output, exitCode: result.exitCode, tests: Array(stream.tests.values))
    }

    func outcome(for exercise: Exercise, stream: TestEventStream, result: ProcessResult) -> GradeOutcome {
        let tests = stream.tests.values.filter { $0.module == exercise.graderModuleName }.sorted { $0.id < $1.id }
        if tests.isEmpty {
            if stream.tests.isEmpty, result.exitCode != 0 {
                let diagnostic = CompilerDiagnostics.firstError(in: result.output, root: catalog.root.path)
                    ?? "swift test failed before running any test (exit \(result.exitCode)); run it yourself to see why"
                // One exercise that does not compile stops the whole test build: blame it
                // alone, and tell the others why they were not graded.
                if let culprit = catalog.exercises.first(where: { diagnostic.hasPrefix("Exercises/\($0.folderName)/") }),
                   culprit != exercise {
                    return .notGraded(reason: "exercise \(culprit.number) does not compile, so no grader could run; fix it first")
                }
                return .doesNotCompile(diagnostic: diagnostic)
            }
            return .notGraded(reason: "no grader tests ran for \(exercise.graderModuleName) — is it listed in Package.swift?")
        }
        if tests.contains(where: { $0.status == .notRun || $0.status == .unfinished }) {
            // The test process died before this grader finished.
            if let crash = CrashReport(output: result.output, exercises: catalog.exercises) {
                if crash.exercise == exercise {
                    let running = tests.first { $0.status == .unfinished }.map { " (grader test \"\($0.displayName)\")" } ?? ""
                    return .crashed(message: crash.message + running)
                }
                if let culprit = crash.exercise {
                    return .notGraded(reason: "exercise \(culprit.number) crashed the test process before this grader finished; fix it, or grade \(exercise.number) on its own")
                }
            }
            return .notGraded(reason: "the test process stopped (exit status \(result.exitCode)) before this grader finished; run `swift test --filter \(exercise.graderModuleName)` to see why")
        }
        if tests.allSatisfy({ $0.status == .skipped }) {
            return .notAttempted(reason: notAttemptedReason(exercise) ?? tests.first?.skipReason ?? "skipped")
        }
        let failing = tests.filter { $0.status == .failed }
        if failing.isEmpty {
            if tests.contains(where: { $0.status != .passed }) {
                return .notGraded(reason: "some grader tests were skipped and the rest passed; grade it again without a filter")
            }
            return .passed(tests: tests.count)
        }
        let first = failing
            .compactMap { test in test.issues.first.map { (test, $0) } }
            .min { $0.1.line < $1.1.line }
        let message = first.map { "\($0.0.displayName): \($0.1.learnerMessage)" } ?? "a grader test failed"
        return .failed(first: message, failedTests: failing.count, of: tests.count)
    }

    /// Short, for a table row: where the marker is and how to get graded anyway.
    func notAttemptedReason(_ exercise: Exercise) -> String? {
        guard let marker = exercise.notDoneMarker else { return nil }
        return "delete the `// WORKBOOK: NOT DONE` line at \(marker.relative(to: catalog.root)) to grade it (or: workbook grade \(exercise.number) --force)"
    }
}
