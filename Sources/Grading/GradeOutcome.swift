/// Where one exercise stands after a grading run.
public enum GradeOutcome: Sendable, Equatable {
    /// Every grader test ran and passed.
    case passed(tests: Int)
    /// At least one grader test failed; `first` is the first failing expectation in the
    /// grader's source order, worded for the learner.
    case failed(first: String, failedTests: Int, of: Int)
    /// The grader skipped: the not-done marker is still there and grading was not forced.
    case notAttempted(reason: String)
    /// The test process crashed in this exercise's code; `message` is the runtime's
    /// (`TaskStore.swift:16: Fatal error: Unexpectedly found nil …`).
    case crashed(message: String)
    /// The package did not build; `diagnostic` is the first compiler error (file:line:col).
    case doesNotCompile(diagnostic: String)
    /// The grader did not report on this exercise (the run crashed, or it was not selected).
    case notGraded(reason: String)

    public var isPassed: Bool {
        if case .passed = self { return true }
        return false
    }

    /// One word for tables and scripts.
    public var label: String {
        switch self {
        case .passed: "passed"
        case .failed: "failed"
        case .notAttempted: "not attempted"
        case .crashed: "crashed"
        case .doesNotCompile: "does not compile"
        case .notGraded: "not graded"
        }
    }

    /// The line under the label: what to look at next.
    public var detail: String {
        switch self {
        case .passed(let tests): "all \(tests) grader test\(tests == 1 ? "" : "s") passed"
        case .failed(let first, let failed, let total): "\(failed) of \(total) failed; first: \(first)"
        case .notAttempted(let reason): reason
        case .crashed(let message): message
        case .doesNotCompile(let diagnostic): diagnostic
        case .notGraded(let reason): reason
        }
    }
}
