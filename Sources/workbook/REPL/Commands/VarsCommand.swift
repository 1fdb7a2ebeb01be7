/// `:vars` — the session's variables.
enum VarsCommand: ReplCommand {
    static let name = "vars"
    static let argumentHint = ""
    static let summary = "list the variables defined in this session"
    static let details = "Lists every global variable of the session with its type and value."

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        let variables = repl.session.variables()
        guard !variables.isEmpty else {
            repl.console.line("no variables yet")
            return
        }
        let width = variables.map { $0.name.count + $0.type.count + 2 }.max() ?? 0
        for variable in variables {
            let declaration = "\(variable.name): \(variable.type)"
            repl.console.line(repl.style.bold(declaration) + String(repeating: " ", count: max(1, width - declaration.count + 1)) + "= " + variable.value)
        }
    }
}
