import Foundation
import Grading
import LearnerState
import Localization

/// `workbook reset NN`: puts the starter back (asks first, keeps a backup); `--undo` brings
/// the last backup back.
enum Reset: Verb {
    static let name = "reset"
    static let summary = Message.verbReset
    static let operands = "NN"
    static var options: [VerbOption] {
        [
            VerbOption("--yes", "-y", help: .resetOptionYes),
            VerbOption("--from", value: "REF", example: "HEAD", help: .resetOptionFrom),
            VerbOption("--undo", help: .resetOptionUndo),
        ]
    }
    static var about: String { Messages.text(.resetHelp) }
    static var exitStatus: String { Messages.text(.resetHelpExit) }

    static func run(_ arguments: VerbArguments, context: VerbContext) -> ExitCode {
        let console = context.console
        let restore: StarterRestore
        let yes: Bool
        let undo: Bool
        do {
            yes = arguments.has("--yes")
            undo = arguments.has("--undo")
            let source = arguments.value("--from") ?? "HEAD"
            guard arguments.operands.count == 1, let named = arguments.operands.first else {
                throw UsageError(Messages.text(.resetNameOne))
            }
            let checkout = try Checkout.locate()
            restore = StarterRestore(
                catalog: checkout.catalog, exercise: try checkout.exercise(named: named), source: source)
        } catch {
            console.error("\(error)")
            return .usage
        }
        let exercise = restore.exercise
        let backup = ExerciseBackup(directory: backupsFolder(restore.catalog), exercise: exercise)
        if undo { return undoLastReset(restore, backup, console: console) }
        do {
            let changes = try restore.changes()
            guard !changes.isEmpty else {
                console.line(Messages.text(.resetAlreadyStarter, exercise.number))
                return .success
            }
            if !yes {
                console.line(Messages.text(.resetDiscards, exercise.number))
                for file in changes { console.line("  \(file)") }
                guard console.terminal.stdinIsTerminal else {
                    console.error(Messages.text(.resetNoTerminal))
                    return .failure
                }
                console.write(Messages.text(.resetQuestion))
                guard let answer = readLine(), Messages.isYes(answer) else {
                    console.line(Messages.text(.resetDeclined))
                    return .failure
                }
            }
            let saved = try backup.save()
            try restore.restore()
            try LearnerState.standard()?.hints.update { _ = $0.forget(exercise) }
            console.line(Messages.text(.resetDone, exercise.number))
            console.line(Messages.text(.resetBackupKept, saved.path, exercise.number))
            return .success
        } catch {
            console.error("\(error)")
            return .failure
        }
    }

    /// Backups live in the state directory; without one (no HOME), inside the package's
    /// git-ignored `.build`, so there is always somewhere to keep them.
    static func backupsFolder(_ catalog: ExerciseCatalog) -> URL {
        LearnerState.standard()?.backups
            ?? catalog.root.appendingPathComponent(".build/backups", isDirectory: true)
    }

    /// Puts the newest backup back; what is there now (if not the starter) is backed up first.
    static func undoLastReset(_ restore: StarterRestore, _ backup: ExerciseBackup, console: Console) -> ExitCode {
        let number = restore.exercise.number
        guard let newest = backup.saved.last else {
            console.error(Messages.text(.resetNoBackup, number, backup.directory.path))
            return .failure
        }
        do {
            if !(try restore.changes()).isEmpty {
                let current = try backup.save()
                console.line(Messages.text(.resetCurrentKept, current.path))
            }
            try backup.restore(newest)
            console.line(Messages.text(.resetRestored, number, newest.lastPathComponent))
            return .success
        } catch {
            console.error("\(error)")
            return .failure
        }
    }
}
