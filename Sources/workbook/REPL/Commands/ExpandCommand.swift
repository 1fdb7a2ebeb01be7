import Localization

/// `:expand Type` — what `@Observable` turned a class into.
enum ExpandCommand: ReplCommand {
    static let name = "expand"
    static let argumentHint = "Type"
    static var summary: String { Messages.text(.expandSummary) }
    static var details: String { Messages.text(.expandDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard !argument.isEmpty, !argument.contains(" ") else {
            repl.console.error("usage: :expand TypeName, e.g. :expand UserProfile")
            return
        }
        guard let text = repl.session.expansion(ofType: argument) else {
            repl.console.error("no @Observable type named '\(argument)' in this session (:vars shows what is defined)")
            return
        }
        repl.console.line(text)
    }
}
