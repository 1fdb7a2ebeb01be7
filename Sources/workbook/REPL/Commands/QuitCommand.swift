/// `:quit` — leave (Ctrl-D does the same).
enum QuitCommand: ReplCommand {
    static let name = "quit"
    static let argumentHint = ""
    static let summary = "leave the workbook (Ctrl-D too); progress is already saved"
    static let details = "Leaves the workbook. Progress and history are saved as you go, so nothing is lost."

    static func run(_ argument: String, in repl: ReplSession) {
        repl.shouldQuit = true
    }
}
