import Script

/// One run of a challenge's checks on a session: what `:check` shows and what
/// `workbook check` judges.
public struct ChallengeAttempt: Sendable {
    public var challenge: Challenge
    /// The check block's run (inside `do { }`).
    public var result: ScriptResult

    public var checks: [ExpectationResult] { result.expectations }
    public var checksPassed: Int { checks.filter(\.passed).count }

    /// `#expect` lines that never ran (a check cut short by an error, or skipped by a branch).
    public var unreachedChecks: [Int] {
        let reached = Set(checks.map(\.location.line))
        return challenge.advice.keys.filter { !reached.contains($0) }.sorted()
    }

    /// Every check ran and held, and the checks themselves ran without an error.
    public var passed: Bool {
        result.succeeded && !checks.isEmpty && checks.allSatisfy(\.passed) && unreachedChecks.isEmpty
    }

    /// At least one `#expect` ran and failed: the answer is judged wrong by a check, not by
    /// an error (what `workbook check` demands of a starter and of each wrong answer).
    public var failedACheck: Bool { checks.contains { !$0.passed } }

    /// The sentence on what to try for a check.
    public func advice(for check: ExpectationResult) -> String? {
        challenge.advice[check.location.line]
    }
}

extension Challenge {
    /// Runs only the check block on `session`: the learner's code is never run again, so its
    /// side effects happen once, when they typed it.
    public func runChecks(in session: ScriptSession, file: String) -> ChallengeAttempt {
        let wrapped = checkSource
        let result = session.run(wrapped.source, file: file, firstLine: wrapped.firstLine)
        return ChallengeAttempt(challenge: self, result: result)
    }
}
