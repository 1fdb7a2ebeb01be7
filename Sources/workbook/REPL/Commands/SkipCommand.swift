import Localization

/// `:skip` — leaves a challenge unpassed and goes to the next step.
enum SkipCommand: ReplCommand {
    static let name = "skip"
    static let argumentHint = ""
    static var summary: String { Messages.text(.skipSummary) }
    static var details: String { Messages.text(.skipDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        ChallengeCoach(driver: repl.lessons).skip()
    }
}
