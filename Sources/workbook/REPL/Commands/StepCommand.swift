/// `:step` — the current step again.
enum StepCommand: ReplCommand {
    static let name = "step"
    static let argumentHint = ""
    static let summary = "re-run the current step from a clean session"
    static let details =
        "Runs the current step again: a fresh session, the earlier steps run quietly, then this one is shown and run. Lines you typed are not replayed."

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        repl.lessons.rerun()
    }
}
