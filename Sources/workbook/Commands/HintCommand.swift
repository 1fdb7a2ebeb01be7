import Foundation
import Grading

/// `workbook hint NN`: reveals the exercise's next hint and remembers how far you got.
enum HintCommand {
    static let usage = """
    usage: workbook hint NN [--again]

    Shows the next hint for exercise NN (hints get more specific each time). Progress is
    kept in $XDG_STATE_HOME/observation-workbook/hints.json.

      --again   show the hints already revealed, without revealing a new one
    """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        guard let parsed = ParsedArguments(arguments, flags: ["--again"], verb: "hint"),
              let context = CommandContext.locate()
        else { return 2 }
        guard parsed.positionals.count == 1 else {
            Terminal.error("name one exercise, e.g. `workbook hint 03`")
            return 2
        }
        guard let exercise = context.exercise(named: parsed.positionals[0]) else { return 2 }
        do {
            let readme = try ExerciseReadme(contentsOf: exercise.readme)
            guard !readme.hints.isEmpty else {
                Terminal.error("\(ExerciseFilesDisplay.path(exercise.readme, context)):1:1: this exercise has no `### Hint N` sections under `## Hints`")
                return 1
            }
            var progress = try HintProgress()
            if parsed.flags.contains("--again") {
                let shown = progress.revealedCount(for: exercise)
                guard shown > 0 else {
                    print("No hints revealed yet for exercise \(exercise.number); run `workbook hint \(exercise.number)`.")
                    return 0
                }
                for index in 0..<shown { show(readme.hints, index, exercise) }
                return 0
            }
            let before = progress.revealedCount(for: exercise)
            let number = try progress.revealNext(for: exercise, available: readme.hints.count)
            show(readme.hints, number - 1, exercise)
            if before >= readme.hints.count {
                print("(That was the last hint. The reference solution is in \(exercise.folderName)/.meta/ if you are stuck.)")
            }
            return 0
        } catch {
            Terminal.error("\(error)")
            return 1
        }
    }

    private static func show(_ hints: [String], _ index: Int, _ exercise: Exercise) {
        print("Exercise \(exercise.number), hint \(index + 1) of \(hints.count):\n")
        print(hints[index])
        print("")
    }
}

enum ExerciseFilesDisplay {
    static func path(_ file: URL, _ context: CommandContext) -> String {
        let root = context.catalog.root.path + "/"
        return file.path.hasPrefix(root) ? String(file.path.dropFirst(root.count)) : file.path
    }
}
