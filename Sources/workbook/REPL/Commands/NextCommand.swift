import Localization

/// `:next` — the next step (or the next lesson after the last step).
enum NextCommand: ReplCommand {
    static let name = "next"
    static let argumentHint = ""
    static var summary: String { Messages.text(.nextSummary) }
    static var details: String { Messages.text(.nextDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        repl.lessons.next()
    }
}
