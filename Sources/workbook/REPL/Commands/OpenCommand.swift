import Localization

/// `:open N|slug [STEP]` — start (or jump into) a lesson.
enum OpenCommand: ReplCommand {
    static let name = "open"
    static let argumentHint = "N|slug [STEP]"
    static var summary: String { Messages.text(.openSummary) }
    static var details: String { Messages.text(.openDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        let parts = argument.split(separator: " ").map(String.init)
        guard let reference = parts.first, parts.count <= 2 else {
            repl.console.error(Messages.text(.openUsage))
            return
        }
        var step = 1
        if parts.count == 2 {
            guard let number = Int(parts[1]), number >= 1 else {
                repl.console.error(Messages.text(.openBadStep, parts[1]))
                return
            }
            step = number
        }
        repl.lessons.open(reference, step: step)
    }
}
