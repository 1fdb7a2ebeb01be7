import Localization

/// `:step` — the current step again.
enum StepCommand: ReplCommand {
    static let name = "step"
    static let argumentHint = ""
    static var summary: String { Messages.text(.stepSummary) }
    static var details: String { Messages.text(.stepDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        repl.lessons.rerun()
    }
}
