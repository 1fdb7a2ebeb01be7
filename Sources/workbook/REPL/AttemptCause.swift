import LessonEngine

/// Why a `:check` attempt did not pass, as the learner needs to hear it: whether the checks
/// judged the code they typed last at all, before which check failed (issue 35, item 7).
enum AttemptCause: Equatable {
    case passed
    /// The newest version of these declarations did not compile, and the checks could not run.
    case didNotCompile([String])
    /// The checks ran on an older version of these declarations: the newest did not compile.
    case olderDeclaration([String])
    /// The learner's code ran on until a bound stopped it (an endless recursion or loop).
    case didNotFinish
    /// The learner's code raised an error while the checks ran it.
    case raisedAnError
    /// The checks use names the session has never held: the starter is not typed yet.
    case starterMissing
    /// The code ran and a check failed.
    case checkFailed

    /// `rejected`: names whose newest typed declaration the compiler refused
    /// (`ReplSession.rejectedDeclarations`).
    init(_ attempt: ChallengeAttempt, rejected: Set<String>) {
        let result = attempt.result
        let names = rejected.sorted()
        if attempt.passed {
            self = .passed
        } else if result.wasStopped {
            self = .didNotFinish
        } else if !names.isEmpty {
            self = attempt.checks.isEmpty ? .didNotCompile(names) : .olderDeclaration(names)
        } else if result.diagnostics.contains(where: { $0.location.file == "<repl>" }) {
            // The error is raised in a line the learner typed, not in the checks.
            self = .raisedAnError
        } else if attempt.checks.isEmpty {
            self = .starterMissing
        } else {
            self = .checkFailed
        }
    }

    /// The checks judged the code the learner typed last, so their advice applies to it.
    var judgesNewestCode: Bool { self == .checkFailed }
}
