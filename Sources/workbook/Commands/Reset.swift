import Foundation
import Grading
import LineEditing

/// `workbook reset NN`: puts the starter back (asks first).
enum Reset: Verb {
    static let name = "reset"
    static let summary = "restore an exercise's starter files (asks first)"
    static let help = """
        usage: workbook reset NN [--yes] [--from REF]

        Restores exercise NN's folder to the starter as git holds it at REF (default
        HEAD), removing files you added there, and starts its hints over. Lists what
        will be lost and asks first.

        options:
          --yes, -y   do not ask (needed when stdin is not a terminal)
          --from REF  take the starter from commit REF — use it if you committed your
                      own work, e.g. --from origin/main
          -h, --help  show this help

        exit status: 0 reset (or nothing to reset), 1 not reset, 2 usage error
        """

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        var arguments = arguments
        let console = context.console
        let restore: StarterRestore
        let yes: Bool
        do {
            yes = arguments.takeFlag("--yes", "-y")
            let source = try arguments.takeOption("--from") ?? "HEAD"
            try arguments.rejectUnknownOptions(for: name)
            guard arguments.remaining.count == 1, let named = arguments.remaining.first else {
                throw UsageError("name one exercise, e.g. 'workbook reset 03'")
            }
            let checkout = try Checkout.locate()
            restore = StarterRestore(catalog: checkout.catalog, exercise: try checkout.exercise(named: named), source: source)
        } catch {
            console.error("\(error)")
            return .usage
        }
        let exercise = restore.exercise
        do {
            let changes = try restore.changes()
            guard !changes.isEmpty else {
                console.line("Exercise \(exercise.number) is already its starter; nothing to reset.")
                return .success
            }
            if !yes {
                console.line("Resetting exercise \(exercise.number) discards your changes to:")
                for file in changes { console.line("  \(file)") }
                guard console.terminal.stdinIsTerminal else {
                    console.error("not reset: cannot ask without a terminal; add --yes to reset anyway")
                    return .failure
                }
                console.write("Reset? [y/N] ")
                let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
                guard answer == "y" || answer == "yes" else {
                    console.line("Not reset.")
                    return .failure
                }
            }
            try restore.restore()
            if let directory = StateDirectory.url() {
                var progress = try HintProgress(directory: directory)
                if progress.forget(exercise) { try AtomicFile.replace(progress.file, with: progress.encoded()) }
            }
            console.line("Exercise \(exercise.number) is back to its starter (not attempted).")
            return .success
        } catch {
            console.error("\(error)")
            return .failure
        }
    }
}
