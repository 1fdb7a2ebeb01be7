/// `:back` — the previous step.
enum BackCommand: ReplCommand {
    static let name = "back"
    static let argumentHint = ""
    static let summary = "go back one step"
    static let details =
        "Goes back one step: a fresh session, the steps before it run quietly, then it runs again. Lines you typed are not replayed."

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        repl.lessons.back()
    }
}
