import Grading

/// `:grade [NN …] [--force] [--verbose]` — the exercises' progress table, as `workbook grade` prints it.
enum GradeCommand: ReplCommand {
    static let name = "grade"
    static let argumentHint = "[NN …] [--force]"
    static let summary = "grade the exercises and show the progress table"
    static let details =
        "Builds the package and runs the graders of the named exercises (all without NN): passed, failed with every failing check, does not compile with the compiler's errors, or not attempted (the `// WORKBOOK: NOT DONE` line is still there; --force grades it anyway). The same as `workbook grade`, with the same options."

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
