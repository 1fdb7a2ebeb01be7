import Script

/// `workbook check`: runs a lesson headlessly; every ```output block must match exactly
/// and every check must pass.
public struct LessonCheck: Sendable {
    public var name: String
    public var path: String
    /// Each problem is one or more report lines, the first naming file:line.
    public var problems: [[String]]
    public var stepsRun: Int
    public var stepCount: Int
    public var checksPassed: Int
    public var checksRun: Int
    /// Challenge steps, and those proven honest (starter and wrong answers fail, solution passes).
    public var challengeCount = 0
    public var challengesProven = 0
    /// What each ```repl block printed, by the line of its first command.
    public var commandOutputs: [Int: String] = [:]

    public var passed: Bool { problems.isEmpty }
}

public enum LessonChecker {
    /// A lesson that could not even be parsed.
    public static func failure(_ error: LessonError, name: String) -> LessonCheck {
        LessonCheck(
            name: name, path: error.path, problems: [[error.description]],
            stepsRun: 0, stepCount: 0, checksPassed: 0, checksRun: 0)
    }

    /// `commands` makes the runner of ```repl blocks for the lesson's session (none: such
    /// blocks are reported as unable to run).
    public static func check(
        _ lesson: Lesson, options: ScriptOptions = ScriptOptions(output: { _ in }),
        commands: ((ScriptSession) -> any LessonCommandRunner)? = nil
    ) -> LessonCheck {
        let session = ScriptSession(options: options)
        let runner = StepRunner(session: session, commands: commands?(session))
        var check = LessonCheck(
            name: lesson.name, path: lesson.path, problems: [],
            stepsRun: 0, stepCount: lesson.steps.count, checksPassed: 0, checksRun: 0)
        for (index, step) in lesson.steps.enumerated() {
            let run = runner.run(step, of: lesson)
            check.stepsRun += 1
            check.checksRun += run.checks.count
            check.checksPassed += run.checksPassed
            for block in run.blocks {
                if block.block.isCommands { check.commandOutputs[block.block.firstLine] = block.result.output }
                check.problems += problems(in: block, step: step, lesson: lesson)
            }
            if let challenge = step.challenge, run.blocks.allSatisfy(\.result.succeeded) {
                let found = ChallengeProof.problems(
                    challenge, stepIndex: index, lesson: lesson, options: options,
                    commands: commands)
                check.challengeCount += 1
                if found.isEmpty { check.challengesProven += 1 }
                check.problems += found
            }
            if run.blocks.contains(where: { !$0.result.succeeded }) {
                let remaining = lesson.steps.count - step.number
                if remaining > 0 {
                    check.problems.append([
                        "\(lesson.path):\(step.line): step \(step.number) did not run to its end; the \(remaining) later step(s) were not checked"
                    ])
                }
                break
            }
        }
        return check
    }

    static func problems(in run: BlockRun, step: Step, lesson: Lesson) -> [[String]] {
        var problems: [[String]] = []
        let title = "step \(step.number) (\(step.title))"
        for diagnostic in run.result.diagnostics where diagnostic.severity == .error {
            problems.append([
                "\(diagnostic.location): error: \(diagnostic.message) — in \(title)",
                "    \(diagnostic.sourceLine)",
                "    " + String(repeating: " ", count: max(0, diagnostic.location.column - 1)) + "^",
            ])
        }
        if run.result.wasStopped {
            problems.append([
                "\(lesson.path):\(run.block.firstLine): the block was stopped (a runaway loop or an output/step limit) — in \(title)"
            ])
        }
        // A block that failed to run is reported by its error; its cut-short output would only repeat it.
        if run.result.succeeded, let expected = run.block.expectedOutput, expected.text != run.result.output {
            var lines = OutputDifference.describe(expected: expected, actual: run.result.output, path: lesson.path)
            lines[0] += " — in \(title)"
            problems.append(lines)
        }
        for expectation in run.result.expectations where !expectation.passed {
            var line = "\(expectation.location): check failed: #expect(\(expectation.expression))"
            if let values = expectation.values { line += " — \(values)" }
            if let message = expectation.message { line += " — \"\(message)\"" }
            problems.append([line + " — in \(title)"])
        }
        return problems
    }
}
