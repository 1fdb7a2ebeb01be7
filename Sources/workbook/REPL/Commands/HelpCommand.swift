import Localization

/// `:help [CMD]`
enum HelpCommand: ReplCommand {
    static let name = "help"
    static let argumentHint = "[CMD]"
    static var summary: String { Messages.text(.helpSummary) }
    static var details: String { Messages.text(.helpDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        let console = repl.console
        let style = repl.style
        guard argument.isEmpty else {
            let name = argument.hasPrefix(":") ? String(argument.dropFirst()) : argument
            guard let command = ReplCommands.named(name.lowercased()) else {
                var message = Messages.text(.helpNoCommand, name)
                if let guess = EditDistance.suggestion(for: name, among: ReplCommands.names) {
                    message += Messages.text(.commandDidYouMean, guess)
                }
                console.error(message)
                return
            }
            console.line(
                style.bold(":\(command.name)" + (command.argumentHint.isEmpty ? "" : " \(command.argumentHint)")))
            console.wrapped(command.details)
            return
        }
        console.wrapped(Messages.text(.helpIntroTyping))
        console.wrapped(Messages.text(.helpIntroKeys))
        console.wrapped(Messages.text(.helpIntroUnsupported))
        console.line()
        let usages = ReplCommands.all.map { ":\($0.name)" + ($0.argumentHint.isEmpty ? "" : " \($0.argumentHint)") }
        let width = usages.map(\.count).max() ?? 0
        for (usage, command) in zip(usages, ReplCommands.all) {
            let row = ProseWrapper.row(
                usage, labelWidth: width, text: command.summary, width: console.terminal.width, styled: style.bold)
            row.forEach { console.line($0) }
        }
    }
}
