import Localization

/// `:lessons` — the curriculum with progress.
enum LessonsCommand: ReplCommand {
    static let name = "lessons"
    static let argumentHint = ""
    static var summary: String { Messages.text(.lessonsSummary) }
    static var details: String { Messages.text(.lessonsDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard ReplCommands.expectNoArgument(argument, for: self, in: repl),
            let library = repl.lessons.requireLibrary()
        else { return }
        let width = repl.console.terminal.stdoutIsTerminal ? repl.console.terminal.width : nil
        let lines = LessonListing.lines(
            library: library, progress: repl.lessons.progress, style: repl.style, width: width
        ) { error in
            repl.console.error(error.description)
        }
        for line in lines { repl.console.line(line) }
    }
}
