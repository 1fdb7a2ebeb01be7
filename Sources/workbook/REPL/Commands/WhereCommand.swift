import Localization

/// `:where` — the status line.
enum WhereCommand: ReplCommand {
    static let name = "where"
    static let argumentHint = ""
    static var summary: String { Messages.text(.whereSummary) }
    static var details: String { Messages.text(.whereDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        let driver = repl.lessons
        guard let lesson = driver.lesson, let status = driver.statusLine else {
            repl.console.line(Messages.text(.noLessonOpen))
            return
        }
        let step = lesson.steps[driver.stepIndex]
        repl.console.line(
            Messages.text(.whereLine, repl.style.bold(status), lesson.title, "\(step.number)", step.title))
        repl.console.line(repl.style.dim("  \(lesson.path):\(step.line)"))
    }
}
