import Grading
import Localization

/// `:grade [NN …] [--force] [--verbose]` — the exercises' progress table, as `workbook grade` prints it.
enum GradeCommand: ReplCommand {
    static let name = "grade"
    static let argumentHint = "[NN …] [--force]"
    static var summary: String { Messages.text(.gradeSummary) }
    static var details: String { Messages.text(.gradeDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        var arguments = Arguments(argument.split(separator: " ").map(String.init))
        do {
            let force = arguments.takeFlag("--force")
            let verbose = arguments.takeFlag("--verbose")
            try arguments.rejectUnknownOptions(for: ":grade")
            let checkout = try Checkout.locate()
            _ = Grade.grade(
                try checkout.exercises(arguments), in: checkout, force: force, verbose: verbose, console: repl.console)
        } catch {
            repl.console.error("\(error)")
        }
    }
}
