import Grading
import LearnerState
import LessonEngine
import Localization

/// `workbook lessons`: the curriculum, with progress.
enum Lessons: Verb {
    static let name = "lessons"
    static let summary = Message.verbLessons
    static let operands = ""
    static var options: [VerbOption] { [.lessons] }
    static var about: String { Messages.text(.lessonsHelp) }
    static var exitStatus: String { Messages.text(.lessonsHelpExit) }

    static func run(_ arguments: VerbArguments, context: VerbContext) -> ExitCode {
        let console = context.console
        do {
            if let extra = arguments.operands.first {
                throw UsageError(Messages.text(.lessonsTakesNoArguments, extra))
            }
            let library = try LessonsFolder.library(context)
            let loaded = ProgressFile.store()?.load()
            if let problem = loaded?.problem { console.warning(problem) }
            let progress = loaded?.progress ?? LessonProgress()
            var broken = false
            let width = console.terminal.stdoutIsTerminal ? console.terminal.width : nil
            for line in LessonListing.lines(
                library: library, progress: progress, style: console.style, width: width,
                onError: { error in
                    console.error(error.description)
                    broken = true
                })
            {
                console.line(line)
            }
            if let next = nextExercise() {
                console.line()
                console.line(next)
            }
            return broken ? .failure : .success
        } catch {
            console.error("\(error)")
            return .usage
        }
    }

    /// "Next exercise: …" from the record of grades, when run in a checkout with exercises.
    static func nextExercise() -> String? {
        guard let checkout = try? Checkout.locate(), !checkout.catalog.exercises.isEmpty else { return nil }
        let record = LearnerState.standard()?.grades.load().document
        guard let next = checkout.catalog.exercises.first(where: { !(record?.isPassed($0) ?? false) }) else {
            return Messages.text(.allExercisesPassed)
        }
        guard let lesson = next.lessonNumber else { return Messages.text(.nextExercise, next.title, next.number) }
        return Messages.text(.nextExerciseAfterLesson, next.title, next.number, "\(lesson)")
    }
}
