/// `:where` — the status line.
enum WhereCommand: ReplCommand {
    static let name = "where"
    static let argumentHint = ""
    static let summary = "show which lesson and step you are at"
    static let details = "Prints the status line, e.g. 'lesson 3/11 · step 2/6', with the lesson and step titles."

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl) else { return }
        let driver = repl.lessons
        guard let lesson = driver.lesson, let status = driver.statusLine else {
            repl.console.line("No lesson is open. :lessons lists them; :open 1 starts the first.")
            return
        }
        let step = lesson.steps[driver.stepIndex]
        repl.console.line("\(repl.style.bold(status)) — \(lesson.title) — Step \(step.number): \(step.title)")
        repl.console.line(repl.style.dim("  \(lesson.path):\(step.line)"))
    }
}
