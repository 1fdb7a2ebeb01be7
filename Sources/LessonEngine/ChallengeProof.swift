import Script

/// `workbook check` on a challenge: its starter and each wrong answer fail at least one
/// check, its reference solution passes all of them. Each candidate runs in a fresh session
/// that replays the lesson up to the challenge, as a learner arriving there would have it.
enum ChallengeProof {
    /// `commands`: as for `LessonChecker.check`, so the replayed steps' ```repl blocks run.
    static func problems(
        _ challenge: Challenge, stepIndex: Int, lesson: Lesson, options: ScriptOptions,
        commands: ((ScriptSession) -> any LessonCommandRunner)? = nil
    ) -> [[String]] {
        let step = lesson.steps[stepIndex]
        let title = "step \(step.number) (\(step.title))"
        func place(_ block: CodeBlock) -> String { "\(lesson.path):\(block.firstLine - 1)" }
        var problems: [[String]] = []
        let rejected: [(String, CodeBlock)] =
            [("starter", challenge.starter)]
            + challenge.wrongAnswers.enumerated().map { ("wrong answer \($0.offset + 1)", $0.element) }
        for (name, candidate) in rejected {
            switch attempt(
                candidate, challenge, stepIndex: stepIndex, lesson: lesson, options: options, commands: commands)
            {
            case .failure(let lines):
                problems.append(["\(place(candidate)): the \(name) does not run — in \(title)"] + lines)
            case .success(let attempt) where !attempt.failedACheck && !attempt.result.succeeded:
                problems.append(
                    [
                        "\(place(candidate)): the checks stop with an error on the \(name) instead of failing a check"
                            + " — in \(title)"
                    ] + attempt.result.diagnostics.map { "    \($0.location): error: \($0.message)" }
                        + ["    test what the answer must provide with an #expect before using it"])
            case .success(let attempt) where !attempt.failedACheck:
                problems.append([
                    "\(place(candidate)): the \(name) passes every check — in \(title)",
                    "    a challenge whose checks accept it judges nothing; add a check that rejects it",
                ])
            case .success:
                break
            }
        }
        switch attempt(
            challenge.solution, challenge, stepIndex: stepIndex, lesson: lesson, options: options,
            commands: commands)
        {
        case .failure(let lines):
            problems.append(["\(place(challenge.solution)): the solution does not run — in \(title)"] + lines)
        case .success(let attempt) where !attempt.passed:
            var report = ["\(place(challenge.solution)): the solution fails its checks — in \(title)"]
            report += attempt.result.diagnostics.map { "    \($0.location): error: \($0.message)" }
            report += attempt.checks.filter { !$0.passed }.map {
                "    \($0.location): #expect(\($0.expression)) — \($0.values ?? "false")"
            }
            report += attempt.unreachedChecks.map { "    \(lesson.path):\($0): this #expect never ran" }
            problems.append(report)
        case .success:
            break
        }
        return problems
    }

    enum Outcome {
        case success(ChallengeAttempt)
        /// The candidate (or the lesson before it) did not run: its diagnostics.
        case failure([String])
    }

    /// A fresh session: the steps before, this step's own blocks, the candidate, the checks.
    static func attempt(
        _ candidate: CodeBlock, _ challenge: Challenge, stepIndex: Int, lesson: Lesson,
        options: ScriptOptions, commands: ((ScriptSession) -> any LessonCommandRunner)?
    ) -> Outcome {
        let session = ScriptSession(options: options)
        let runner = StepRunner(session: session, commands: commands?(session))
        for step in lesson.steps[...stepIndex] {
            let run = runner.run(step, of: lesson)
            if !run.blocks.allSatisfy(\.result.succeeded) {
                return .failure(["    the lesson before it does not run (workbook check reports where)"])
            }
        }
        let result = runner.run(candidate, of: lesson).result
        guard result.succeeded else {
            let lines = result.diagnostics.map { "    \($0.location): error: \($0.message)" }
            return .failure(lines.isEmpty ? ["    it was stopped (a runaway loop or an output/step limit)"] : lines)
        }
        return .success(challenge.runChecks(in: session, file: lesson.path))
    }
}
