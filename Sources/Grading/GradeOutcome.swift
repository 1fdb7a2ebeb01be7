import Localization

/// Where one exercise stands after a grading run.
public enum GradeOutcome: Sendable, Equatable {
    /// Every grader test ran and passed.
    case passed(tests: Int)
    /// At least one grader test failed; `checks` are every failing expectation, in the
    /// grader's source order, worded for the learner and placed in the learner's files.
    case failed(checks: [FailedCheck], failedTests: Int, of: Int)
    /// The grader skipped: the not-done marker is still there and grading was not forced.
    case notAttempted(reason: String)
    /// The test process crashed, or the learner's code called `exit()`, while this
    /// exercise's grader ran; `message` says which (`TaskStore.swift:16: Fatal error: …`).
    case crashed(message: String)
    /// The exercise did not build; `diagnostic` is the compiler's output for the learner's
    /// files, in full: every error with its source line, caret and notes.
    case doesNotCompile(diagnostic: String)
    /// The grader's own files differ from the ones the workbook shipped.
    case graderChanged(reason: String)
    /// The grader did not report on this exercise (the run crashed, or it was not selected).
    case notGraded(reason: String)

    public var isPassed: Bool {
        if case .passed = self { return true }
        return false
    }

    /// True for the outcomes that mean "the learner has something to fix or look at".
    public var isProblem: Bool {
        switch self {
        case .passed, .notAttempted: false
        case .failed, .crashed, .doesNotCompile, .graderChanged, .notGraded: true
        }
    }

    /// One word for tables and scripts.
    public var label: String {
        switch self {
        case .passed: "passed"
        case .failed: "failed"
        case .notAttempted: "not attempted"
        case .crashed: "crashed"
        case .doesNotCompile: "does not compile"
        case .graderChanged: "grader changed"
        case .notGraded: "not graded"
        }
    }

    /// The label in `language` (`label` stays English for scripts and records).
    public func label(in language: Language) -> String {
        let message: Message =
            switch self {
            case .passed: .outcomePassed
            case .failed: .outcomeFailed
            case .notAttempted: .outcomeNotAttempted
            case .crashed: .outcomeCrashed
            case .doesNotCompile: .outcomeDoesNotCompile
            case .graderChanged: .outcomeGraderChanged
            case .notGraded: .outcomeNotGraded
            }
        return Messages.text(message, [], in: language)
    }

    /// The lines under the label: what to look at next (the workbook's own words in `language`).
    public func details(in language: Language = Messages.language) -> [String] {
        switch self {
        case .passed(let tests):
            [Messages.text(tests == 1 ? .outcomeTestPassed : .outcomeTestsPassed, ["\(tests)"], in: language)]
        case .failed(let checks, let failed, let total):
            // French agrees with the count: "1 test … a échoué", "2 tests … ont échoué".
            [
                Messages.text(
                    failed == 1 ? .outcomeTestFailed : .outcomeTestsFailed, ["\(failed)", "\(total)"], in: language)
            ]
                + checks.map(\.description)
        case .notAttempted(let reason): [reason]
        case .crashed(let message): [message]
        case .doesNotCompile(let diagnostic):
            diagnostic.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .graderChanged(let reason): [reason]
        case .notGraded(let reason): [reason]
        }
    }

    /// The details as one string (scripts, `dev check`).
    public var detail: String { details().joined(separator: "\n") }
}

/// One failed expectation, as a learner reads it.
public struct FailedCheck: Sendable, Equatable, CustomStringConvertible {
    /// The grader test's name: "onChange runs before the new value is stored".
    public var test: String
    /// The grader's sentence for the learner (or Swift Testing's expectation text).
    public var message: String
    /// Where in the learner's files to look (`Exercises/01-…/UserProfile.swift:17`), if found.
    public var location: String?

    public init(test: String, message: String, location: String?) {
        self.test = test
        self.message = message
        self.location = location
    }

    public var description: String {
        (location.map { "\($0): " } ?? "") + "\(test): \(message)"
    }
}
