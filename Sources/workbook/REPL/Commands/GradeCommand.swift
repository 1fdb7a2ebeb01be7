import Grading

/// `:grade [NN …]` — the exercises' progress table, as `workbook grade` prints it.
enum GradeCommand: ReplCommand {
    static let name = "grade"
    static let argumentHint = "[NN …]"
    static let summary = "grade the exercises and show the progress table"
    static let details = "Builds the package and runs the graders of the named exercises (all without NN): passed, failed with the first failing expectation, does not compile, or not attempted (the `// WORKBOOK: NOT DONE` line is still there). The same as `workbook grade`."

    static func run(_ argument: String, in repl: ReplSession) {
        do {
            let checkout = try Checkout.locate()
            var selection: [Exercise] = []
            for name in argument.split(separator: " ") {
                selection.append(try checkout.exercise(named: String(name)))
            }
            _ = Grade.grade(selection, in: checkout, force: false, verbose: false, console: repl.console)
        } catch {
            repl.console.error("\(error)")
        }
    }
}
