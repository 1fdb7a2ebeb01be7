/// `:skip` — leaves a challenge unpassed and goes to the next step.
enum SkipCommand: ReplCommand {
    static let name = "skip"
    static let argumentHint = ""
    static let summary = "move on from a challenge without passing it"
    static let details =
        "On a challenge step: goes to the next step; your progress shows the challenge as skipped until you pass it."

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        ChallengeCoach(driver: repl.lessons).skip()
    }
}
