import CLineEditing
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The interactive line editor: libedit with emacs keys, a history recalled with ↑, Tab
/// completion through `completer`, and Ctrl-C turning into `.interrupted`.
public final class TerminalLineEditor: LineReader {
    /// Computes completions from the text before the cursor.
    public typealias Completer = (_ textBeforeCursor: String) -> Completion

    private let editor: OpaquePointer
    private let completer: Completer?
    /// Told the lines the learner enters (not blank), to keep them elsewhere: the editor
    /// keeps its history in memory only; files are the learner state's business. A typed line
    /// is told at once; the lines of a paste together, once read (a file write per line made
    /// a 10k-line paste take minutes), and always before the editor waits for the learner.
    public var onRemember: (([String]) -> Void)?
    private var untold: [String] = []
    /// The most lines of a paste told at once.
    private static let toldTogether = 500

    /// False when libedit is not installed (it is loaded at run time, once): lines are then read plainly.
    public static var isAvailable: Bool { wb_libedit_load() != 0 }

    /// Opens the editor on the process's terminal, `history` (oldest first) recalled with ↑;
    /// nil when libedit cannot start.
    public init?(programName: String, history: [String] = [], completer: Completer? = nil) {
        TerminalLineEditor.useUTF8Characters()
        guard let editor = wb_editor_open_stdio(programName) else { return nil }
        self.editor = editor
        self.completer = completer
        for line in history { wb_history_add(editor, line) }
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
        tellRemembered()
        wb_editor_close(editor)
    }

    public func readLine(prompt: String) -> LineInput {
        if !untold.isEmpty, !hasWaitingLine { tellRemembered() }
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

    /// True when a whole line is already waiting: the rest of a paste, which the REPL then
    /// reads ahead and has the compiler check together (checked entry by entry, a 10k-line
    /// paste took minutes). A paste's last line without its newline is not waiting: the
    /// entries before it run, and it appears at the next prompt to be finished.
    public var hasWaitingLine: Bool { wb_editor_input_waiting(editor) != 0 }

    /// Adds the line to the editor's history and hands it to `onRemember` (with the rest of a
    /// paste, when more of it is waiting).
    public func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        wb_history_add(editor, line)
        untold.append(line)
        if untold.count >= Self.toldTogether || !hasWaitingLine { tellRemembered() }
    }

    /// Hands over the lines not yet told: the session ends with part of a paste unread.
    public func tellRemembered() {
        guard !untold.isEmpty else { return }
        let lines = untold
        untold = []
        onRemember?(lines)
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
