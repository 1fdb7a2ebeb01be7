/// `:quit` — leave (Ctrl-D does the same).
enum QuitCommand: ReplCommand {
    static let name = "quit"
    static let argumentHint = ""
    static let summary = "leave the workbook (Ctrl-D too); progress is saved as you go"
    static let details = """
        Leaves the workbook. Progress and history are saved as you go, so nothing is lost \
        (unless the workbook said at start that it cannot save them).
        """

    static func run(_ argument: String, in repl: ReplSession) {
        if repl.progressStore == nil { repl.console.warning(ProgressFile.notSaved) }
        repl.shouldQuit = true
    }
}
