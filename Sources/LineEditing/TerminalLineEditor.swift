import CLineEditing
import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// The interactive line editor: libedit with emacs keys, a persistent history, Tab
/// completion through `completer`, and Ctrl-C turning into `.interrupted`.
public final class TerminalLineEditor: LineReader {
    /// Computes completions from the text before the cursor.
    public typealias Completer = (_ textBeforeCursor: String) -> Completion

    private let editor: OpaquePointer
    private let history: HistoryFile?
    private let completer: Completer?
    /// Why the history file could not be read at start, if it could not.
    public private(set) var historyProblem: String?
    /// Told once, the first time saving the history fails (the session carries on).
    public var onHistorySaveFailure: ((String) -> Void)?
    private var saveFailureReported = false
    /// False when the history file could not be read nor set aside: it is left alone.
    private var historyWritable = true

    /// Opens the editor on the process's terminal; nil when libedit cannot start.
    public init?(programName: String, history: HistoryFile?, completer: Completer? = nil) {
        TerminalLineEditor.useUTF8Characters()
        guard let editor = wb_editor_open_stdio(programName) else { return nil }
        self.editor = editor
        self.history = history
        self.completer = completer
        if let history, FileManager.default.fileExists(atPath: history.url.path) {
            if wb_history_load(editor, history.url.path) != 0 {
                // Never overwritten: set aside under a new name, or left alone.
                let path = history.url.resolvingSymlinksInPath().path
                if let kept = StateDirectory.setAside(path) {
                    historyProblem = Messages.text(.historyKept, history.url.path, kept)
                } else {
                    historyWritable = false
                    historyProblem = Messages.text(.historyNotSaved, history.url.path)
                }
            }
        }
        if completer != nil {
            wb_editor_set_completer(
                editor,
                { context, before, insertion, listing in
                    guard let context, let before else { return }
                    let owner = Unmanaged<TerminalLineEditor>.fromOpaque(context).takeUnretainedValue()
                    guard let completion = owner.completer?(String(cString: before)) else { return }
                    if !completion.insertion.isEmpty { insertion?.pointee = strdup(completion.insertion) }
                    if !completion.candidates.isEmpty {
                        listing?.pointee = strdup(TerminalLineEditor.columns(completion.candidates))
                    }
                }, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    deinit {
        wb_editor_close(editor)
    }

    public func readLine(prompt: String) -> LineInput {
        wb_editor_set_prompt(editor, prompt)
        var count: Int32 = 0
        var status = WB_READ_LINE
        guard let text = wb_editor_read_line(editor, &count, &status), status == WB_READ_LINE else {
            return status == WB_READ_INTERRUPTED ? .interrupted : .endOfInput
        }
        var line = String(cString: text)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    /// Adds the line to the history and saves the history file at once, atomically, so
    /// that neither a crash nor a second workbook running at the same time can tear it.
    public func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        wb_history_add(editor, line)
        guard let history, historyWritable else { return }
        do {
            // Merged under a lock with what the file holds now: another workbook on the
            // same state directory keeps its lines too.
            try StateDirectory.withLock(on: history.url) {
                try AtomicFile.replace(history.url) { wb_history_merge_save(history.url.path, line, $0) == 0 }
            }
        } catch {
            if !saveFailureReported {
                saveFailureReported = true
                onHistorySaveFailure?(Messages.text(.historySaveFailed, "\(error)"))
            }
        }
    }

    /// libedit hands lines over as multibyte text in the C library's locale, which is "C"
    /// until someone sets it: every non-ASCII character typed (é, 日本, 👍, the → lessons
    /// use) would be dropped. The editor decodes UTF-8 itself, so it needs a UTF-8 LC_CTYPE:
    /// the environment's if it is one, else C.UTF-8.
    static func useUTF8Characters() {
        if setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)),
            String(cString: codeset) == "UTF-8"
        {
            return
        }
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    /// Lays candidates out in columns that fit the terminal's width.
    static func columns(_ candidates: [String]) -> String {
        var size = winsize()
        let lineWidth = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        let width = (candidates.map(\.count).max() ?? 0) + 2
        let perRow = max(1, lineWidth / max(width, 1))
        var rows: [String] = []
        var index = 0
        while index < candidates.count {
            let row = candidates[index..<min(index + perRow, candidates.count)]
            rows.append(
                row.map { $0.padding(toLength: width, withPad: " ", startingAt: 0) }.joined()
                    .trimmingCharacters(in: .whitespaces))
            index += perRow
        }
        return rows.joined(separator: "\n")
    }
}
