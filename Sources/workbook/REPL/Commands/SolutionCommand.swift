/// `:solution` — the challenge's reference solution, after at least one attempt.
enum SolutionCommand: ReplCommand {
    static let name = "solution"
    static let argumentHint = ""
    static let summary = "show the challenge's reference solution (after one :check)"
    static let details =
        "On a challenge step, after at least one :check: shows the reference solution and why it works. Your progress notes that you saw it."

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        ChallengeCoach(driver: repl.lessons).solution()
    }
}
