/// `:why` — the causal chain of the last update.
enum WhyCommand: ReplCommand {
    static let name = "why"
    static let argumentHint = ""
    static let summary = "explain the last update: which change notified whom"
    static let details = """
        :why tells the story of the last input that changed observed state: each mutation
        (and where it is written), the registrations it hit — which tracking fired, which
        view was invalidated — and the bodies that re-ran or were skipped (same inputs).
        A later input that only updates views (try host.update()) continues the story.
        A place in code an earlier input declared (a method, a closure) is its line in that
        input, followed by the statement; in code a lesson step declared, the lesson's line.
        """

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        for line in repl.footprint.chain() { repl.console.line(line) }
    }
}
