import Localization

/// `:expand Type` — what `@Observable` turned a class into.
enum ExpandCommand: ReplCommand {
    static let name = "expand"
    static let argumentHint = "Type"
    static var summary: String { Messages.text(.expandSummary) }
    static var details: String { Messages.text(.expandDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard !argument.isEmpty, !argument.contains(" ") else {
            repl.console.error(Messages.text(.expandUsage))
            return
        }
        guard let text = repl.session.expansion(ofType: argument) else {
            repl.console.error(Messages.text(.expandNoType, argument))
            return
        }
        repl.console.line(text)
    }
}
