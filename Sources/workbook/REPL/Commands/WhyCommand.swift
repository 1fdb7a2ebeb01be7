import Localization

/// `:why` — the causal chain of the last update.
enum WhyCommand: ReplCommand {
    static let name = "why"
    static let argumentHint = ""
    static var summary: String { Messages.text(.whySummary) }
    static var details: String { Messages.text(.whyDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        for line in repl.footprint.chain() { repl.console.line(line) }
    }
}
