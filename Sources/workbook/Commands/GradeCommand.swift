import Foundation
import Grading

/// `workbook grade [NN ...]`: runs the graders and prints the progress table.
enum GradeCommand {
    static let usage = """
    usage: workbook grade [NN ...] [--force] [--verbose]

    Builds the package and runs the graders of the named exercises (all when none are
    named), then shows one row per exercise: passed, failed (with the first failing
    expectation), does not compile, or not attempted. An exercise is "not attempted" while
    its starter still carries the `// WORKBOOK: NOT DONE` line: delete it to be graded.

      --force     grade the named exercises even if they still carry the marker
                  (the same as WORKBOOK_GRADE=NN swift test)
      --verbose   show the build and test output as it runs

    Exit status: 0 when nothing graded failed, 1 otherwise.
    """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        guard let parsed = ParsedArguments(arguments, flags: ["--force", "--verbose"], verb: "grade"),
              let context = CommandContext.locate()
        else { return 2 }
        var selection: [Exercise] = []
        for name in parsed.positionals {
            guard let exercise = context.exercise(named: name) else { return 2 }
            selection.append(exercise)
        }
        return grade(selection, in: context, force: parsed.flags.contains("--force"), verbose: parsed.flags.contains("--verbose"))
    }

    /// Shared with `watch`: grade, print the table, return the exit status.
    static func grade(_ selection: [Exercise], in context: CommandContext, force: Bool, verbose: Bool) -> Int32 {
        var run = GradingRun(catalog: context.catalog)
        if force {
            let chosen = selection.isEmpty ? context.catalog.exercises : selection
            run.environmentOverrides[GradeRequest.environmentVariable] = chosen.map(\.number).joined(separator: ",")
        }
        let what = selection.isEmpty ? "all exercises" : selection.map(\.number).joined(separator: ", ")
        Terminal.note("Building and grading \(what)…")
        let report: GradingRun.Report
        do {
            report = try run.grade(selection, echo: verbose ? { Terminal.note($0) } : nil)
        } catch {
            Terminal.error("could not run `swift test`: \(error)")
            return 2
        }
        print(ProgressTable(rows: report.outcomes, useColor: Terminal.useColor).render())
        let bad = report.outcomes.contains { row in
            switch row.outcome {
            case .passed, .notAttempted: false
            case .failed, .doesNotCompile, .notGraded: true
            }
        }
        return bad ? 1 : 0
    }
}
