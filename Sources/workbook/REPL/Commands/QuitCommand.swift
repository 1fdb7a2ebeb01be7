import Localization

/// `:quit` — leave (Ctrl-D does the same).
enum QuitCommand: ReplCommand {
    static let name = "quit"
    static let argumentHint = ""
    static var summary: String { Messages.text(.quitSummary) }
    static var details: String { Messages.text(.quitDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        if repl.progressStore == nil { repl.console.warning(Messages.text(.progressNotSaved)) }
        repl.shouldQuit = true
    }
}
