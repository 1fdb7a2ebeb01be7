import Localization

/// `:solution` — the challenge's reference solution, after at least one attempt.
enum SolutionCommand: ReplCommand {
    static let name = "solution"
    static let argumentHint = ""
    static var summary: String { Messages.text(.solutionSummary) }
    static var details: String { Messages.text(.solutionDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        ChallengeCoach(driver: repl.lessons).solution()
    }
}
