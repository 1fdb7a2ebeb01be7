import Localization

/// `:trace on|off` — show the runtime events each input causes.
enum TraceCommand: ReplCommand {
    static let name = "trace"
    static let argumentHint = "on|off"
    static var summary: String { Messages.text(.traceSummary) }
    static var details: String { Messages.text(.traceDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        switch argument.lowercased() {
        case "":
            repl.console.line(Messages.text(repl.trace.isOn ? .traceIsOn : .traceIsOff))
        case "on", "off":
            if let problem = repl.trace.set(on: argument.lowercased() == "on") {
                repl.console.error(problem)
            } else {
                repl.console.line(Messages.text(repl.trace.isOn ? .traceIsOn : .traceIsOff))
            }
        default:
            repl.console.error(Messages.text(.traceUsage, argument))
        }
    }
}
