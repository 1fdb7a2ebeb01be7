import Grading
import Localization

/// `:grade [NN …] [--force] [--verbose]` — the exercises' progress table, as `workbook grade` prints it.
enum GradeCommand: ReplCommand {
    static let name = "grade"
    static let argumentHint = "[NN …] [--force]"
    static var summary: String { Messages.text(.gradeSummary) }
    static var details: String { Messages.text(.gradeDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        do {
            // `workbook grade`'s options, but the table only (no --format).
            let arguments = try VerbArguments(
                argument.split(separator: " ").map(String.init), verb: ":grade",
                options: Grade.options.filter { $0.value == nil })
            let force = arguments.has("--force")
            let verbose = arguments.has("--verbose")
            let checkout = try Checkout.locate()
            _ = Grade.grade(
                try checkout.exercises(arguments.operands), in: checkout, force: force, verbose: verbose,
                console: repl.console)
        } catch {
            repl.console.error("\(error)")
        }
    }
}
