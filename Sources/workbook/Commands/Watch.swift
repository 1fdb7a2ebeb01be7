import Foundation
import Grading
import Localization

/// `workbook watch`: one exercise at a time, re-graded on every save (see WatchSession).
enum Watch: Verb {
    static let name = "watch"
    static let summary = "work through the exercises: re-grade on save, hints, move on when it passes"
    static var help: String {
        Messages.text(.usageWord) + "workbook watch [NN] [--poll] [--once]"
            + "\n\n" + Messages.text(.watchHelp)
    }

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
