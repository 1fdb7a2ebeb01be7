import Foundation
import Grading

/// `workbook watch`: re-grades the exercise you are editing each time you save.
enum WatchCommand {
    static let usage = """
    usage: workbook watch [NN ...] [--poll] [--once]

    Watches the exercises' Swift files (all exercises, or the ones named) and, when you save
    one, grades that exercise and prints its row. Stop with Ctrl-C.

      --poll   check modification times twice a second instead of using inotify
      --once   grade after the first save, then exit
    """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        guard let parsed = ParsedArguments(arguments, flags: ["--poll", "--once"], verb: "watch"),
              let context = CommandContext.locate()
        else { return 2 }
        var watched: [Exercise] = []
        for name in parsed.positionals {
            guard let exercise = context.exercise(named: name) else { return 2 }
            watched.append(exercise)
        }
        if watched.isEmpty { watched = context.catalog.exercises }
        let watcher = ChangeWatcher(directories: watched.map(\.directory), forcePolling: parsed.flags.contains("--poll"))
        Terminal.note("Watching \(watched.count) exercise\(watched.count == 1 ? "" : "s")\(watcher.usesPolling ? " (polling)" : ""); save a file to grade it. Ctrl-C stops.")
        while true {
            let changed = watcher.waitForChanges()
            let exercises = watched.filter { exercise in changed.contains { $0.path == exercise.directory.path } }
            guard !exercises.isEmpty else { continue }
            let started = Date()
            let status = GradeCommand.grade(exercises, in: context, force: false, verbose: false)
            Terminal.note(String(format: "(graded in %.1f s)", Date().timeIntervalSince(started)))
            if parsed.flags.contains("--once") { return status }
        }
    }
}
