import LearnerState
import Localization

/// The REPL's history file (`LearnerState.history`) for one session: read at start, each
/// entered line (a paste's lines together, once read) merged into it at once under its lock
/// (two workbooks keep both their lines) and written atomically, so a full disk or a crash
/// keeps the old file byte for byte.
final class SessionHistory {
    private let file: StateFile<History>?
    /// The lines to recall with ↑.
    let lines: [String]
    /// Why the file could not be read at start, if it could not.
    let problem: String?
    private var writable = true
    private var failureReported = false

    init(file: StateFile<History>?) {
        self.file = file
        guard let file else {
            lines = []
            problem = nil
            return
        }
        let (history, trouble) = file.load()
        lines = history.lines
        switch trouble {
        case nil: problem = nil
        case .setAside(let kept): problem = Messages.text(.historyKept, file.url.path, kept)
        case .invalid, .readOnly:
            // Never overwritten: this session's lines are not saved to it.
            writable = false
            problem = Messages.text(.historyNotSaved, file.url.path)
        }
    }

    /// Saves `lines` (one, or a paste's) in one write; the first failure is told through
    /// `warn` (the session carries on).
    func save(_ lines: [String], warn: (String) -> Void) {
        guard let file, writable, !lines.isEmpty else { return }
        do {
            try file.update { history in lines.forEach { history.append($0) } }
        } catch {
            guard !failureReported else { return }
            failureReported = true
            warn(Messages.text(.historySaveFailed, error.description))
        }
    }
}
