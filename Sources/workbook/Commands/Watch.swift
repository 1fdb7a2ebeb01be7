import Foundation
import Grading
import Localization

/// `workbook watch`: one exercise at a time, re-graded on every save (see WatchSession).
enum Watch: Verb {
    static let name = "watch"
    static let summary = Message.verbWatch
    static let operands = "[NN]"
    static var options: [VerbOption] {
        [VerbOption("--poll", help: .watchOptionPoll), VerbOption("--once", help: .watchOptionOnce)]
    }
    static var about: String { Messages.text(.watchHelp) }
    static var exitStatus: String { Messages.text(.watchHelpExit) }

    static func run(_ arguments: VerbArguments, context: VerbContext) -> ExitCode {
        let console = context.console
        let checkout: Checkout
        let named: [Exercise]
        let poll: Bool
        let once: Bool
        do {
            poll = arguments.has("--poll")
            once = arguments.has("--once")
            checkout = try Checkout.locate()
            named = try checkout.exercises(arguments.operands)
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
