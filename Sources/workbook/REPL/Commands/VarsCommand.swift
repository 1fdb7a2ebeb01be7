import Localization

/// `:vars` — the session's variables.
enum VarsCommand: ReplCommand {
    static let name = "vars"
    static let argumentHint = ""
    static var summary: String { Messages.text(.varsSummary) }
    static var details: String { Messages.text(.varsDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        let variables = repl.session.variables()
        guard !variables.isEmpty else {
            repl.console.line(Messages.text(.varsNone))
            return
        }
        let width = variables.map { $0.name.count + $0.type.count + 2 }.max() ?? 0
        // The output cap holds here too: a huge value is cut, and so is a huge listing.
        var budget = repl.session.options.outputLimit
        for variable in variables {
            let declaration = "\(variable.name): \(variable.type)"
            let padding = String(repeating: " ", count: max(1, width - declaration.count + 1))
            let line = repl.style.bold(declaration) + padding + "= " + ResultPrinter.shortened(variable.value)
            budget -= line.utf8.count + 1
            guard budget >= 0 else {
                repl.console.line(Messages.text(.varsCut, "\(repl.session.options.outputLimit)"))
                return
            }
            repl.console.line(line)
        }
    }

}
