/// `:trace on|off` — show the runtime events each input causes.
enum TraceCommand: ReplCommand {
    static let name = "trace"
    static let argumentHint = "on|off"
    static let summary = "show the observation events your code causes"
    static let details = """
        :trace on prints, under each input's output, every access, willSet and tracking the
        built-in runtime saw, e.g. 'willSet UserProfile#1.name → tracking #1 fired (one-shot,
        cancelled)'. :trace off stops it; :trace alone says which it is.
        """

    static func run(_ argument: String, in repl: ReplSession) {
        switch argument.lowercased() {
        case "":
            repl.console.line("tracing is \(repl.trace.isOn ? "on" : "off")")
        case "on", "off":
            if let problem = repl.trace.set(on: argument.lowercased() == "on") {
                repl.console.error(problem)
            } else {
                repl.console.line("tracing is \(repl.trace.isOn ? "on" : "off")")
            }
        default:
            repl.console.error("usage: :trace on|off (got '\(argument)')")
        }
    }
}
