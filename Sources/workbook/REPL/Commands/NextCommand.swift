/// `:next` — the next step (or the next lesson after the last step).
enum NextCommand: ReplCommand {
    static let name = "next"
    static let argumentHint = ""
    static let summary = "go to the next step and run it"
    static let details =
        "Shows and runs the next step in the same session. After a lesson's last step, opens the next lesson."

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        repl.lessons.next()
    }
}
