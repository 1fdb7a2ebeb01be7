import Foundation
import Grading
import LineEditing

/// `workbook grade [NN …]`: runs the graders and prints the progress table.
enum Grade: Verb {
    static let name = "grade"
    static let summary = "run the exercise graders and show the progress table"
    static let help = """
        usage: workbook grade [NN …] [--force] [--verbose]

        Builds the package and runs the graders of the named exercises (all when none
        are named), then shows one row per exercise: passed; failed, with every failing
        check at its place in your files; crashed (or ended by exit()), with the runtime's
        message; does not compile, with the compiler's errors in full; grader changed; or
        not attempted. An exercise is "not attempted" while its starter still carries the
        line `// WORKBOOK: NOT DONE …`: delete that line to have it graded. An exercise
        that does not compile never stops the others from being graded. The last line
        says which exercise to do next.

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
            return grade(
                try checkout.exercises(arguments), in: checkout, force: force, verbose: verbose,
                console: context.console)
        } catch {
            context.console.error("\(error)")
            return .usage
        }
    }

    /// Shared with `watch`: grade, print the table, say how it went.
    static func grade(
        _ selection: [Exercise], in checkout: Checkout, force: Bool, verbose: Bool, console: Console
    ) -> ExitCode {
        var run = GradingRun(catalog: checkout.catalog)
        if force {
            let chosen = selection.isEmpty ? checkout.catalog.exercises : selection
            run.environmentOverrides[GradeRequest.environmentVariable] = chosen.map(\.number).joined(separator: ",")
        }
        let what = selection.isEmpty ? "all exercises" : "exercise " + selection.map(\.number).joined(separator: ", ")
        let firstBuild = !FileManager.default.fileExists(
            atPath: checkout.catalog.root.appendingPathComponent(".build").path)
        let note = firstBuild ? " (the first build takes a few minutes)" : ""
        Console.writeAll(console.errorStyle.dim("Building and grading \(what)…\(note)") + "\n", to: STDERR_FILENO)
        guard let report = runGraders(run, selection, verbose: verbose, console: console) else { return .failure }
        console.line(ProgressTable(rows: report.outcomes, useColor: console.style.enabled).render())
        remember(report.outcomes)
        return report.outcomes.contains { $0.outcome.isProblem } ? .failure : .success
    }

    /// Keeps the verdicts in the state directory's grades.json (for `watch` and `lessons`);
    /// returns the updated record, nil when there is no state directory or it is unreadable.
    @discardableResult
    static func remember(_ outcomes: [(exercise: Exercise, outcome: GradeOutcome)]) -> GradeRecord? {
        guard let directory = StateDirectory.url(), (try? StateDirectory.ensureExists(directory)) != nil,
            var record = try? GradeRecord(directory: directory)
        else { return nil }
        for (exercise, outcome) in outcomes { record.remember(outcome, for: exercise) }
        return (try? AtomicFile.replace(record.file, with: record.encoded())) != nil ? record : nil
    }

    /// Runs the graders, showing build progress (or, verbose, the whole output); nil when
    /// `swift test` could not be started.
    static func runGraders(
        _ run: GradingRun, _ selection: [Exercise], verbose: Bool, console: Console
    ) -> GradingRun.Report? {
        let progress = BuildProgress(terminal: console.terminal)
        let echo: (String) -> Void =
            verbose
            ? { Console.writeAll($0 + "\n", to: STDERR_FILENO) }
            : { line in
                if line.hasPrefix("== ") {
                    progress.finish()
                    Console.writeAll(line.dropFirst(3) + "\n", to: STDERR_FILENO)
                }
                progress.consume(line)
            }
        defer { progress.finish() }
        do {
            return try run.grade(selection, echo: echo)
        } catch {
            progress.finish()
            console.error("could not run `swift test`: \(error)")
            return nil
        }
    }
}
