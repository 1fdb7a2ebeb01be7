import Foundation
import Grading
import Localization

/// `workbook watch`: one exercise at a time, re-graded on every save (see WatchSession).
enum Watch: Verb {
    static let name = "watch"
    static let summary = "work through the exercises: re-grade on save, hints, move on when it passes"
    static let help = """
        usage: workbook watch [NN] [--poll] [--once]

        Focuses on one exercise — NN, or the first one you have not passed — and shows
        its status with every failing check or compiler error, and a progress bar over
        all exercises. Each time you save one of its files it is graded again; when it
        passes, watch moves on to the next exercise. Saving a file of another exercise
        moves the focus there. The first grading builds the package (minutes) and shows
        its progress.

        keys: h  the next hint         n  the next exercise     l  list the exercises
              r  grade again           q  quit (Ctrl-C works too)

        options:
          --poll      check modification times twice a second instead of using inotify
          --once      grade the exercise in focus once and exit with its status
          -h, --help  show this help

        exit status: with --once, as 'workbook grade'; 2 usage error
        """

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        var arguments = arguments
        let console = context.console
        let checkout: Checkout
        let named: [Exercise]
        let poll: Bool
        let once: Bool
        do {
            poll = arguments.takeFlag("--poll")
            once = arguments.takeFlag("--once")
            try arguments.rejectUnknownOptions(for: name)
            checkout = try Checkout.locate()
            named = try checkout.exercises(arguments)
            if named.count > 1 { throw UsageError(Messages.text(.watchOneExercise)) }
        } catch {
            console.error("\(error)")
            return .usage
        }
        guard !checkout.catalog.exercises.isEmpty else {
            console.error(Messages.text(.watchNoExercises, checkout.catalog.root.path))
            return .failure
        }
        let session = WatchSession(
            checkout: checkout, watched: checkout.catalog.exercises, start: named.first, console: console)
        return session.run(once: once, forcePolling: poll)
    }
}
