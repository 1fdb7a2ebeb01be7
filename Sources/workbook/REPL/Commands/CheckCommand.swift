/// `:check` — runs the challenge's checks on the code the learner typed.
enum CheckCommand: ReplCommand {
    static let name = "check"
    static let argumentHint = ""
    static let summary = "run the challenge's checks on your code"
    static let details =
        "On a challenge step: runs the step's checks on your session (your code is not run again) and shows each as ✓/✗ with its values and what to try. Every attempt is recorded."

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        ChallengeCoach(driver: repl.lessons).check()
    }
}
