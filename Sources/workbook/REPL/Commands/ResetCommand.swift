/// `:reset` — a clean session.
enum ResetCommand: ReplCommand {
    static let name = "reset"
    static let argumentHint = ""
    static let summary = "forget every declaration and variable"
    static let details =
        "Clears the session: every type, function and variable is forgotten. The lesson position stays; :step re-runs the current step."

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        repl.resetSession()
        repl.console.line(
            "The session is empty." + (repl.lessons.lesson == nil ? "" : " :step re-runs the current step."))
    }
}
