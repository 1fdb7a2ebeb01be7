import Localization

/// `:back` — the previous step.
enum BackCommand: ReplCommand {
    static let name = "back"
    static let argumentHint = ""
    static var summary: String { Messages.text(.backSummary) }
    static var details: String { Messages.text(.backDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        repl.lessons.back()
    }
}
