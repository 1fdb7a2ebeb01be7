import Foundation
import Grading

/// `workbook reset NN`: puts the starter back (asks first).
enum ResetCommand {
    static let usage = """
    usage: workbook reset NN [--yes] [--from REF]

    Restores exercise NN's files to the starter — as git holds them at REF (default HEAD) —
    and removes files you added to its folder. Asks before changing anything; your hint
    progress for the exercise is cleared too.

      --yes        do not ask
      --from REF   take the starter from commit REF (use it if you committed your work,
                   e.g. --from origin/main)
    """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        guard let parsed = ParsedArguments(arguments, flags: ["--yes", "-y"], valued: ["--from"], verb: "reset"),
              let context = CommandContext.locate()
        else { return 2 }
        guard parsed.positionals.count == 1 else {
            Terminal.error("name one exercise, e.g. `workbook reset 03`")
            return 2
        }
        guard let exercise = context.exercise(named: parsed.positionals[0]) else { return 2 }
        let restore = StarterRestore(catalog: context.catalog, exercise: exercise, source: parsed.values["--from"] ?? "HEAD")
        do {
            let changes = try restore.changes()
            guard !changes.isEmpty else {
                print("Exercise \(exercise.number) is already the starter; nothing to reset.")
                return 0
            }
            if !(parsed.flags.contains("--yes") || parsed.flags.contains("-y")) {
                print("Resetting exercise \(exercise.number) will discard your changes to:")
                for file in changes { print("  \(file)") }
                guard Terminal.inputIsTerminal else {
                    Terminal.error("not resetting: cannot ask for confirmation without a terminal; pass --yes to reset anyway")
                    return 1
                }
                print("Reset? [y/N] ", terminator: "")
                let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
                guard answer == "y" || answer == "yes" else {
                    print("Not reset.")
                    return 1
                }
            }
            try restore.restore()
            var progress = try HintProgress()
            try progress.forget(exercise)
            print("Exercise \(exercise.number) is back to its starter (not attempted).")
            return 0
        } catch {
            Terminal.error("\(error)")
            return 1
        }
    }
}
