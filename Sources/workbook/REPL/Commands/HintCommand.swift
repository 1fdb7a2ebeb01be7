import Grading
import Localization

/// `:hint [NN] [--again]` — the next hint for an exercise, as `workbook hint NN` shows it.
/// Bare `:hint` on a challenge step gives the challenge's next hint; in a lesson, its
/// exercise's; elsewhere, the current exercise's (the one `watch` and "Next:" name).
enum HintCommand: ReplCommand {
    static let name = "hint"
    static let argumentHint = "[NN] [--again]"
    static var summary: String { Messages.text(.hintSummary) }
    static var details: String { Messages.text(.hintDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        // A challenge's own hints come first: bare `:hint` on a challenge step.
        if argument.isEmpty, repl.lessons.currentChallenge != nil {
            ChallengeCoach(driver: repl.lessons).hint()
            return
        }
        do {
            let arguments = try VerbArguments(
                argument.split(separator: " ").map(String.init), verb: ":hint", options: Hint.options)
            let again = arguments.has("--again")
            let checkout = try Checkout.locate()
            let exercise: Exercise
            switch arguments.operands.count {
            case 0:
                guard let lesson = repl.lessons.lesson else {
                    guard let current = Hint.currentExercise(in: checkout) else {
                        throw UsageError(Messages.text(.hintAllPassed))
                    }
                    exercise = current
                    break
                }
                guard let found = checkout.catalog.exercises.first(where: { $0.lesson == "Lessons/\(lesson.name).md" })
                else {
                    throw UsageError(Messages.text(.hintNoExerciseInLesson, lesson.name))
                }
                exercise = found
            case 1:
                exercise = try checkout.exercise(named: arguments.operands[0])
            default:
                throw UsageError(Messages.text(.hintNameOne))
            }
            _ = Hint.reveal(exercise, again: again, language: repl.language.language, console: repl.console)
        } catch {
            repl.console.error("\(error)")
        }
    }
}
