import Localization

/// `:reset` — a clean session.
enum ResetCommand: ReplCommand {
    static let name = "reset"
    static let argumentHint = ""
    static var summary: String { Messages.text(.resetSummary) }
    static var details: String { Messages.text(.resetDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        repl.resetSession()
        repl.console.line(
            Messages.text(.sessionEmpty) + (repl.lessons.lesson == nil ? "" : Messages.text(.sessionEmptyStepHint)))
    }
}
