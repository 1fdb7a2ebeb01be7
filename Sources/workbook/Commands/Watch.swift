import Foundation
import Grading

/// `workbook watch`: re-grades the exercise you are editing each time you save.
enum Watch: Verb {
    static let name = "watch"
    static let summary = "re-grade the exercise you are editing on every save"
    static let help = """
        usage: workbook watch [NN …] [--poll] [--once]

        Watches the Swift files of the exercises (all, or the ones named) and, when you
        save one, grades that exercise and prints its row. Stop with Ctrl-C.

        options:
          --poll      check modification times twice a second instead of using inotify
          --once      exit after the first grading (its status is the exit status)
          -h, --help  show this help

        exit status: with --once, as 'workbook grade'; 2 usage error
        """

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        var arguments = arguments
        let console = context.console
        let checkout: Checkout
        var watched: [Exercise]
        let poll: Bool
        let once: Bool
        do {
            poll = arguments.takeFlag("--poll")
            once = arguments.takeFlag("--once")
            try arguments.rejectUnknownOptions(for: name)
            checkout = try Checkout.locate()
            watched = try checkout.exercises(arguments)
        } catch {
            console.error("\(error)")
            return .usage
        }
        if watched.isEmpty { watched = checkout.catalog.exercises }
        let watcher = ChangeWatcher(directories: watched.map(\.directory), forcePolling: poll)
        let how = watcher.usesPolling ? " (polling)" : ""
        Console.writeAll("Watching \(watched.count) exercise(s)\(how); save a file to grade it. Ctrl-C stops.\n", to: STDERR_FILENO)
        while true {
            let changed = watcher.waitForChanges()
            let exercises = watched.filter { exercise in changed.contains { $0.path == exercise.directory.path } }
            guard !exercises.isEmpty else { continue }
            let started = Date()
            let status = Grade.grade(exercises, in: checkout, force: false, verbose: false, console: console)
            Console.writeAll(console.errorStyle.dim(String(format: "(graded in %.1f s)", Date().timeIntervalSince(started))) + "\n", to: STDERR_FILENO)
            if once { return status }
        }
    }
}
