import Foundation
import Grading
import LearnerState
import Localization

/// `workbook hint [NN]`: reveals the exercise's next hint and remembers how far you got;
/// without a number, for the current exercise (the one `watch` and "Next:" name).
enum Hint: Verb {
    static let name = "hint"
    static let summary = Message.verbHint
    static let operands = "[NN]"
    static var options: [VerbOption] { [VerbOption("--again", help: .hintOptionAgain)] }
    static var about: String { Messages.text(.hintHelp) }
    static var exitStatus: String { Messages.text(.hintHelpExit) }

    static func run(_ arguments: VerbArguments, context: VerbContext) -> ExitCode {
        let console = context.console
        do {
            let again = arguments.has("--again")
            guard arguments.operands.count <= 1 else { throw UsageError(Messages.text(.hintCommandNameOne)) }
            let checkout = try Checkout.locate()
            let exercise: Exercise
            if let named = arguments.operands.first {
                exercise = try checkout.exercise(named: named)
            } else if let current = currentExercise(in: checkout) {
                exercise = current
            } else {
                throw UsageError(Messages.text(.hintAllPassed))
            }
            return reveal(exercise, again: again, language: context.language.language, console: console)
        } catch {
            console.error("\(error)")
            return .usage
        }
    }

    /// The exercise to work on now: the first not passed, as `watch` starts at and "Next:"
    /// names; nil when every exercise has passed.
    static func currentExercise(in checkout: Checkout) -> Exercise? {
        let record = LearnerState.standard()?.grades.load().document ?? GradeLabels()
        return record.nextToDo(in: checkout.catalog)
    }

    /// Shows the next hint (or, with `again`, those already seen); shared with the REPL's `:hint`.
    /// The hints come from the README in `language` when it is translated (`README.fr.md`).
    static func reveal(_ exercise: Exercise, again: Bool, language: Language = .english, console: Console) -> ExitCode {
        do {
            let (file, readmeLanguage) = exercise.localizedReadme(language)
            var readme = try ExerciseReadme(contentsOf: file, language: readmeLanguage)
            if readme.hints.isEmpty && readmeLanguage != .english {
                // A translation whose hint headings cannot be read must not leave the learner hintless.
                readme = try ExerciseReadme(contentsOf: exercise.readme)
            }
            guard !readme.hints.isEmpty else {
                let words = readmeLanguage.structuralWords
                console.error(Messages.text(.hintNoSections, file.path, words.exerciseHint, words.hints))
                return .failure
            }
            guard let state = LearnerState.standard() else {
                console.error(Messages.text(.hintNoStateDirectory))
                return .failure
            }
            if again {
                let (counts, problem) = state.hints.load()
                if let problem { console.warning(state.hints.describe(problem)) }
                let shown = counts.revealedCount(for: exercise, available: readme.hints.count)
                if shown == 0 {
                    console.line(Messages.text(.hintNoneRevealed, exercise.number))
                }
                for index in 0..<shown { show(readme.hints, index, exercise, console) }
                return .success
            }
            // Read, revealed and written under the file's lock: parallel calls all count.
            var alreadyAll = false
            var number = 0
            let kept = try state.hints.update { counts in
                alreadyAll = counts.revealedCount(for: exercise, available: readme.hints.count) >= readme.hints.count
                number = counts.revealNext(for: exercise, available: readme.hints.count)
            }.setAside
            if let kept { console.warning(state.hints.describe(.setAside(kept: kept))) }
            show(readme.hints, number - 1, exercise, console)
            if alreadyAll {
                console.line(console.style.dim(Messages.text(.hintLastOne, exercise.folderName)))
            }
            return .success
        } catch {
            console.error("\(error)")
            return .failure
        }
    }

    private static func show(_ hints: [String], _ index: Int, _ exercise: Exercise, _ console: Console) {
        console.line(console.style.bold(Messages.text(.hintTitle, exercise.number, "\(index + 1)", "\(hints.count)")))
        console.line()
        console.line(hints[index])
        console.line()
    }
}
