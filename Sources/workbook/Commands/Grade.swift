import Foundation
import Grading
import LearnerState
import Localization

/// `workbook grade [NN …]`: runs the graders and prints the progress table.
enum Grade: Verb {
    static let name = "grade"
    static let summary = Message.verbGrade
    static let operands = "[NN …]"
    static var options: [VerbOption] {
        [
            VerbOption("--force", help: .gradeOptionForce),
            VerbOption("--verbose", help: .gradeOptionVerbose),
            VerbOption("--format", value: "json|junit", example: "junit", help: .gradeOptionFormat),
        ]
    }
    static var about: String { Messages.text(.gradeHelp) }
    static var exitStatus: String { Messages.text(.gradeHelpExit) }

    static func run(_ arguments: VerbArguments, context: VerbContext) -> ExitCode {
        do {
            let force = arguments.has("--force")
            let verbose = arguments.has("--verbose")
            let format = try arguments.value("--format").map { value throws(UsageError) in
                guard let format = GradeResultsFormat(rawValue: value.lowercased()) else {
                    throw UsageError(Messages.text(.gradeUnknownFormat, value))
                }
                return format
            }
            let checkout = try Checkout.locate()
            return grade(
                try checkout.exercises(arguments.operands), in: checkout, force: force, verbose: verbose,
                format: format,
                console: context.console)
        } catch {
            context.console.error("\(error)")
            return .usage
        }
    }

    /// Shared with `watch`: grade, print the table (or, with `format`, the machine-readable
    /// results), say how it went.
    static func grade(
        _ selection: [Exercise], in checkout: Checkout, force: Bool, verbose: Bool,
        format: GradeResultsFormat? = nil, console: Console
    ) -> ExitCode {
        let run = gradingRun(selection, catalog: checkout.catalog, force: force, language: Messages.language)
        let what =
            selection.isEmpty
            ? Messages.text(.gradeAllExercises)
            : Messages.text(.gradeSomeExercises, selection.map(\.number).joined(separator: ", "))
        let firstBuild = !FileManager.default.fileExists(
            atPath: checkout.catalog.root.appendingPathComponent(".build").path)
        let note = firstBuild ? Messages.text(.gradeFirstBuild) : ""
        Console.writeAll(console.errorStyle.dim(what + note) + "\n", to: STDERR_FILENO)
        guard let report = runGraders(run, selection, verbose: verbose, console: console) else { return .failure }
        if let format {
            let results = report.outcomes.map { ExerciseResult(exercise: $0, outcome: $1, tests: report.tests) }
            Console.writeAll(format.render(results), to: STDOUT_FILENO)
        } else {
            console.line(ProgressTable(rows: report.outcomes, useColor: console.style.enabled).render())
        }
        remember(report.outcomes)
        return report.outcomes.contains { $0.outcome.isProblem } ? .failure : .success
    }

    /// The `swift test` run for `selection`: its graders speak `language` (the learner's `--lang`,
    /// `:lang` or LANG, passed on as WORKBOOK_LANG); `force` grades past the not-done marker.
    static func gradingRun(
        _ selection: [Exercise], catalog: ExerciseCatalog, force: Bool, language: Language
    ) -> GradingRun {
        var run = GradingRun(catalog: catalog)
        run.environmentOverrides[LanguageChoice.passedOnVariable] = language.code
        if force {
            let chosen = selection.isEmpty ? catalog.exercises : selection
            run.environmentOverrides[GradeRequest.environmentVariable] = chosen.map(\.number).joined(separator: ",")
        }
        return run
    }

    /// Keeps the verdicts in the state directory's grades.json (for `watch` and `lessons`);
    /// returns the updated record, nil when there is no state directory or it is unreadable.
    @discardableResult
    static func remember(_ outcomes: [(exercise: Exercise, outcome: GradeOutcome)]) -> GradeLabels? {
        try? LearnerState.standard()?.grades.update { record in
            for (exercise, outcome) in outcomes { record.remember(outcome, for: exercise) }
        }.document
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
            console.error(Messages.text(.gradeCannotRun, "\(error)"))
            return nil
        }
    }
}
