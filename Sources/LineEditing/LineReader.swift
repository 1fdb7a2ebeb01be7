/// What one prompt produced.
public enum LineInput: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line being typed was abandoned.
    case interrupted
    /// Ctrl-D on an empty line, or the input closed.
    case endOfInput
}

/// A source of input lines: the libedit editor on a terminal, plain lines otherwise.
public protocol LineReader: AnyObject {
    /// Shows `prompt` (where prompts make sense) and reads one line.
    func readLine(prompt: String) -> LineInput
    /// Records an entered line in the history, if this reader keeps one.
    func remember(_ line: String)
    /// True when a whole line can be read now without waiting for the user (the rest of a
    /// paste): the REPL then checks the waiting entries together.
    var hasWaitingLine: Bool { get }
}

extension LineReader {
    public var hasWaitingLine: Bool { false }
}
