import Localization

/// `:check` — runs the challenge's checks on the code the learner typed.
enum CheckCommand: ReplCommand {
    static let name = "check"
    static let argumentHint = ""
    static var summary: String { Messages.text(.checkSummary) }
    static var details: String { Messages.text(.checkDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        ChallengeCoach(driver: repl.lessons).check()
    }
}
