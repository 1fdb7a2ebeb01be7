import Foundation
import Grading

/// `workbook grade [NN …]`: runs the graders and prints the progress table.
enum Grade: Verb {
    static let name = "grade"
    static let summary = "run the exercise graders and show the progress table"
    static let help = """
        usage: workbook grade [NN …] [--force] [--verbose]

        Builds the package and runs the graders of the named exercises (all when none
        are named), then shows one row per exercise: passed; failed, with the first
        failing expectation; crashed, with the runtime's message; does not compile, with
        the first compiler error; or not attempted. An exercise is "not attempted" while its starter still carries the
        line `// WORKBOOK: NOT DONE …`: delete that line to have it graded.

        options:
          --force     grade the named exercises even with the marker in place
                      (the same as WORKBOOK_GRADE=NN swift test)
          --verbose   show the build and test output as it runs
          -h, --help  show this help

        exit status: 0 nothing graded failed, 1 something failed or did not compile,
                     2 usage error
        """

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        var arguments = arguments
        do {
            let force = arguments.takeFlag("--force")
            let verbose = arguments.takeFlag("--verbose")
            try arguments.rejectUnknownOptions(for: name)
            let checkout = try Checkout.locate()
            return grade(try checkout.exercises(arguments), in: checkout, force: force, verbose: verbose, console: context.console)
        } catch {
            context.console.error("\(error)")
            return .usage
        }
    }

    /// Shared with `watch`: grade, print the table, say how it went.
    static func grade(_ selection: [Exercise], in checkout: Checkout, force: Bool, verbose: Bool, console: Console) -> ExitCode {
        var run = GradingRun(catalog: checkout.catalog)
        if force {
            let chosen = selection.isEmpty ? checkout.catalog.exercises : selection
            run.environmentOverrides[GradeRequest.environmentVariable] = chosen.map(\.number).joined(separator: ",")
        }
        let what = selection.isEmpty ? "all exercises" : "exercise " + selection.map(\.number).joined(separator: ", ")
        let firstBuild = !FileManager.default.fileExists(atPath: checkout.catalog.root.appendingPathComponent(".build").path)
        let note = firstBuild ? " (the first build takes a few minutes)" : ""
        Console.writeAll(console.errorStyle.dim("Building and grading \(what)…\(note)") + "\n", to: STDERR_FILENO)
        let report: GradingRun.Report
        do {
            report = try run.grade(selection, echo: verbose ? { Console.writeAll($0 + "\n", to: STDERR_FILENO) } : nil)
        } catch {
            console.error("could not run `swift test`: \(error)")
            return .failure
        }
        console.line(ProgressTable(rows: report.outcomes, useColor: console.style.enabled).render())
        let bad = report.outcomes.contains { row in
            switch row.outcome {
            case .passed, .notAttempted: false
            case .failed, .crashed, .doesNotCompile, .notGraded: true
            }
        }
        return bad ? .failure : .success
    }
}
