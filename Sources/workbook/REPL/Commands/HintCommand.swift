/// `:hint NN` — the next hint for an exercise, as `workbook hint NN` shows it. Bare `:hint`
/// on a challenge step gives the challenge's next hint.
enum HintCommand: ReplCommand {
    static let name = "hint"
    static let argumentHint = "[NN]"
    static let summary = "show the next hint for an exercise"
    static let details = "Shows the next hint for exercise NN; each is more specific than the last. The same as `workbook hint NN`; progress is shared. Without NN on a challenge step: the challenge's next hint."

    static func run(_ argument: String, in repl: ReplSession) {
        // A challenge's own hints come first: bare `:hint` on a challenge step.
        if argument.isEmpty, repl.lessons.currentChallenge != nil {
            ChallengeCoach(driver: repl.lessons).hint()
            return
        }
        let words = argument.split(separator: " ")
        guard words.count == 1, let named = words.first else {
            repl.console.error("name one exercise, e.g. ':hint 03'")
            return
        }
        do {
            _ = Hint.reveal(try Checkout.locate().exercise(named: String(named)), again: false, console: repl.console)
        } catch {
            repl.console.error("\(error)")
        }
    }
}
