import Localization

/// A `:command` of the REPL. Each lives in its own file and is listed in `ReplCommands.all`.
protocol ReplCommand {
    /// Typed after the colon: `open`.
    static var name: String { get }
    /// How its argument is written in help (`N|slug`), or empty.
    static var argumentHint: String { get }
    /// One line for `:help`.
    static var summary: String { get }
    /// More for `:help NAME`.
    static var details: String { get }
    static func run(_ argument: String, in repl: ReplSession)
}

enum ReplCommands {
    static var all: [any ReplCommand.Type] {
        [
            LessonsCommand.self, OpenCommand.self, NextCommand.self, BackCommand.self, StepCommand.self,
            WhereCommand.self, LangCommand.self, ExpandCommand.self, TraceCommand.self, DepsCommand.self,
            WhyCommand.self,
            VarsCommand.self, SaveCommand.self, ResetCommand.self, SwiftCommand.self,
            CheckCommand.self, SolutionCommand.self, SkipCommand.self,
            GradeCommand.self, HintCommand.self, HelpCommand.self, QuitCommand.self,
        ]
    }

    static var names: [String] { all.map { $0.name } }

    static func named(_ name: String) -> (any ReplCommand.Type)? {
        all.first { $0.name == name }
    }

    static func run(name: String, argument: String, in repl: ReplSession) {
        if let command = named(name.lowercased()) {
            command.run(argument, in: repl)
            return
        }
        guard !name.isEmpty else {
            repl.console.error(Messages.text(.commandMissing))
            return
        }
        var message = Messages.text(.commandUnknown, name)
        if let guess = EditDistance.suggestion(for: name, among: names) {
            message += Messages.text(.commandDidYouMean, guess)
        }
        repl.console.error(message + Messages.text(.commandSeeHelp))
    }

    /// Rejects an argument for commands that take none; true if the argument was empty.
    static func expectNoArgument(_ argument: String, for command: any ReplCommand.Type, in repl: ReplSession) -> Bool {
        guard argument.isEmpty else {
            repl.console.error(Messages.text(.commandTakesNoArgument, command.name, argument))
            return false
        }
        return true
    }
}
