import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to stdout and stderr unbuffered-enough for a REPL: every call is flushed, and
/// calls from the evaluation thread and the main thread never interleave mid-line.
final class Console: @unchecked Sendable {
    static let shared = Console()

    private let lock = NSLock()
    let terminal = Terminal.current
    var style: Style { terminal.stdoutStyle }
    var errorStyle: Style { terminal.stderrStyle }

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        Console.writeAll(text, to: STDOUT_FILENO)
    }

    /// Straight to the file descriptor: nothing is left sitting in a buffer when the
    /// process is killed, and a short write is continued. Returns 0, or the errno of a
    /// failed write (a closed stdout, a full disk): the caller decides what to say.
    @discardableResult
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        writeAll(bytes: Array(text.utf8)[...], to: descriptor)
    }

    /// The same for bytes as they came (a compiled program's output, relayed).
    @discardableResult
    static func writeAll(bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int32 {
        var bytes = bytes
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return 0
    }

    func line(_ text: String = "") {
        write(text + "\n")
    }

    /// A paragraph of the REPL's own words, wrapped to the terminal.
    /// `styled` applies per line, after wrapping, so escape codes never count as width.
    func wrapped(_ text: String, styled: (String) -> String = { $0 }) {
        for line in ProseWrapper.wrap(text, width: terminal.width) { self.line(styled(line)) }
    }

    /// The REPL's own remark on an entry (a declaration held for a name, an entry run
    /// compiled), dimmed and wrapped. At a terminal it sits on stdout beside what it explains;
    /// when stdin is not a terminal it goes to stderr, so a piped session's stdout holds what
    /// the Swift REPL prints there (output, values, errors) and a script reading it is not
    /// misled by a sentence of prose.
    func remark(_ text: String) {
        guard !terminal.stdinIsTerminal else { return wrapped(text, styled: style.dim) }
        lock.lock()
        defer { lock.unlock() }
        for line in ProseWrapper.wrap(text, width: terminal.width) {
            Console.writeAll(errorStyle.dim(line) + "\n", to: STDERR_FILENO)
        }
    }

    /// An error for the user, on stderr: `workbook: error: …`.
    func error(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        Console.writeAll(errorStyle.red("error:") + " " + message + "\n", to: STDERR_FILENO)
    }

    /// A non-fatal note on stderr.
    func warning(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        Console.writeAll(errorStyle.yellow("warning:") + " " + message + "\n", to: STDERR_FILENO)
    }
}
