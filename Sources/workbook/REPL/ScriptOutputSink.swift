import Foundation

/// Where the interpreter's `print` goes: straight to the console as it happens, unless
/// muted (replaying earlier lesson steps). Remembers whether the last text ended a line,
/// so the REPL's own messages always start on a fresh line.
final class ScriptOutputSink: @unchecked Sendable {
    private let console: Console
    private let lock = NSLock()
    private var _muted = false
    private var _atLineStart = true

    init(console: Console) {
        self.console = console
    }

    var muted: Bool {
        get { lock.withLock { _muted } }
        set { lock.withLock { _muted = newValue } }
    }

    /// Runs before program output is shown (the trace flushes held-back lines there).
    var beforeOutput: (@Sendable () -> Void)?

    func write(_ text: String) {
        guard !text.isEmpty else { return }
        if !muted { beforeOutput?() }
        let shown = lock.withLock { () -> Bool in
            if _muted { return false }
            _atLineStart = text.hasSuffix("\n")
            return true
        }
        if shown { console.write(text) }
    }

    /// Writes a newline if script output left the cursor mid-line, or `always` (when
    /// something else, such as the terminal echoing ^C, moved the cursor).
    func endLine(always: Bool = false) {
        let needed = lock.withLock { () -> Bool in
            defer { _atLineStart = true }
            return always || !_atLineStart
        }
        if needed { console.write("\n") }
    }
}
