/// `:help [CMD]`
enum HelpCommand: ReplCommand {
    static let name = "help"
    static let argumentHint = "[CMD]"
    static let summary = "list the commands, or explain one"
    static let details = ":help lists every command with one line; :help CMD (with or without the colon) explains CMD."

    static func run(_ argument: String, in repl: ReplSession) {
        let console = repl.console
        let style = repl.style
        guard argument.isEmpty else {
            let name = argument.hasPrefix(":") ? String(argument.dropFirst()) : argument
            guard let command = ReplCommands.named(name.lowercased()) else {
                var message = "no command :\(name)"
                if let guess = EditDistance.suggestion(for: name, among: ReplCommands.names) {
                    message += " — did you mean :\(guess)?"
                }
                console.error(message)
                return
            }
            console.line(
                style.bold(":\(command.name)" + (command.argumentHint.isEmpty ? "" : " \(command.argumentHint)")))
            console.line(command.details)
            return
        }
        console.line(
            "Type Swift to run it in the session; an open bracket, brace or string continues on the next line.")
        console.line("Tab completes; ↑/↓ recall history; Ctrl-C abandons a line or stops running code; Ctrl-D leaves.")
        console.line("What the interpreter refuses, and what to write instead: Sources/Script/UNSUPPORTED.md.")
        console.line()
        let usages = ReplCommands.all.map { ":\($0.name)" + ($0.argumentHint.isEmpty ? "" : " \($0.argumentHint)") }
        let width = usages.map(\.count).max() ?? 0
        for (usage, command) in zip(usages, ReplCommands.all) {
            console.line(
                "  " + style.bold(usage.padding(toLength: width + 2, withPad: " ", startingAt: 0)) + command.summary)
        }
    }
}
