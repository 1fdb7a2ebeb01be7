import Foundation
import Grading
import LearnerState
import Localization

/// `workbook watch`, rustlings-style: one exercise in focus — its status and full output, a
/// progress bar over all exercises — re-graded whenever one of its files is saved, moving on
/// to the next exercise when it passes. Keys: h hint, n next, l list, r re-grade, q quit.
final class WatchSession {
    private let checkout: Checkout
    private let console: Console
    private let watched: [Exercise]
    private var current: Exercise
    private let keys = KeyReader()
    private let inbox = ChangeInbox()
    private var record: GradeLabels?

    init(checkout: Checkout, watched: [Exercise], start: Exercise?, console: Console) {
        self.checkout = checkout
        self.watched = watched
        self.console = console
        let record = LearnerState.standard()?.grades.load().document
        self.record = record
        current = start ?? watched.first { !(record?.isPassed($0) ?? false) } ?? watched[0]
    }

    /// Runs until `q` (or Ctrl-C, or end of input when stdin is no terminal and `once`).
    func run(once: Bool, forcePolling: Bool) -> ExitCode {
        let watcher = ChangeWatcher(directories: watched.map(\.directory), forcePolling: forcePolling)
        let inbox = inbox
        Thread.detachNewThread {
            while true { inbox.add(watcher.waitForChanges()) }
        }
        var status = focus(on: current, grade: true)
        if once { return status }
        while true {
            if let key = keys.key(within: 200) {
                switch key.lowercased() {
                case "q":
                    keys.restore()
                    console.line(Messages.text(.watchBye))
                    return status
                case "h":
                    _ = Hint.reveal(current, again: false, language: Messages.language, console: console)
                    footer()
                case "n": status = focus(on: next(after: current) ?? current, grade: true)
                case "l":
                    list()
                    footer()
                case "r", "\n": status = focus(on: current, grade: true)
                default: footer()
                }
            }
            // A folder deleted is not graded: the watcher says so again once it is back.
            let changed = inbox.take().filter { FileManager.default.fileExists(atPath: $0.path) }
            guard !changed.isEmpty else { continue }
            if changed.contains(where: { $0.path == current.directory.path }) {
                status = focus(on: current, grade: true)
            } else if let other = watched.first(where: { exercise in
                changed.contains { $0.path == exercise.directory.path }
            }) {
                // A save in another exercise: that is the one being worked on now.
                status = focus(on: other, grade: true)
            }
        }
    }

    /// Shows `exercise` (clearing a terminal), grades it if attempted, moves on when it passes.
    @discardableResult
    private func focus(on exercise: Exercise, grade: Bool, clearing: Bool = true) -> ExitCode {
        current = exercise
        if clearing, console.terminal.stdoutIsTerminal { console.write("\u{1B}[2J\u{1B}[H") }
        header()
        if let marker = exercise.notDoneMarker {
            console.line(
                console.style.dim(Messages.text(.watchNotAttempted))
                    + Messages.text(
                        .watchDeleteMarker, NotDoneMarker.prefix, marker.relative(to: checkout.catalog.root)))
            footer()
            return .success
        }
        guard grade else {
            footer()
            return .success
        }
        let started = Date()
        guard
            let report = Grade.runGraders(
                GradingRun(catalog: checkout.catalog), [exercise], verbose: false, console: console),
            let outcome = report.outcomes.first?.outcome
        else {
            footer()
            return .failure
        }
        remember(outcome, for: exercise)
        console.line(
            ProgressTable(rows: [(exercise, outcome)], useColor: console.style.enabled).rowLines().joined(
                separator: "\n"))
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        console.line(console.style.dim(Messages.text(.watchGradedIn, seconds)))
        guard outcome.isPassed else {
            footer()
            return .failure
        }
        guard let following = next(after: exercise, skippingPassed: true) else {
            console.line(console.style.green(Messages.text(.watchLastPassed, exercise.number)))
            footer()
            return .success
        }
        console.line(console.style.green(Messages.text(.watchPassedMovingOn, exercise.number, following.number)))
        console.line()
        return focus(
            on: following, grade: following.notDoneMarker == nil && !(record?.isPassed(following) ?? false),
            clearing: false)
    }

    private func header() {
        let passed = watched.filter { record?.isPassed($0) ?? false }.count
        let after = current.lesson.map { Messages.text(.watchAfterLesson, $0) } ?? ""
        console.line(console.style.bold(current.title) + after)
        console.line(Messages.text(.watchYourFiles, current.folderName))
        console.line(ProgressBar.render(done: passed, total: watched.count))
        console.line()
    }

    private func footer() {
        let keysLine = keys.isActive ? Messages.text(.watchKeys) : ""
        console.line(console.style.dim(keysLine + Messages.text(.watchSaveToGrade)))
    }

    private func list() {
        console.line()
        for exercise in watched {
            let state = LessonListing.padded(
                record?.isPassed(exercise) == true
                    ? Messages.text(.watchStatePassed)
                    : "  "
                        + Messages.text(exercise.notDoneMarker != nil ? .watchStateNotAttempted : .watchStateInProgress),
                to: 15)
            let marker = exercise.folderName == current.folderName ? "▶" : " "
            console.line(
                "\(marker) \(state)  \(exercise.title)"
                    + (exercise.lessonNumber.map { Messages.text(.watchLessonSuffix, $0) } ?? ""))
        }
    }

    private func next(after exercise: Exercise, skippingPassed: Bool = false) -> Exercise? {
        guard let index = watched.firstIndex(where: { $0.folderName == exercise.folderName }) else { return nil }
        return watched[(index + 1)...].first { !skippingPassed || !(record?.isPassed($0) ?? false) }
    }

    private func remember(_ outcome: GradeOutcome, for exercise: Exercise) {
        if let updated = Grade.remember([(exercise, outcome)]) { record = updated }
    }
}

/// Folders the watcher thread saw change, taken by the session's loop.
final class ChangeInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var folders = Set<URL>()

    func add(_ changed: Set<URL>) {
        lock.lock()
        folders.formUnion(changed)
        lock.unlock()
    }

    func take() -> Set<URL> {
        lock.lock()
        defer { lock.unlock() }
        let taken = folders
        folders = []
        return taken
    }
}
