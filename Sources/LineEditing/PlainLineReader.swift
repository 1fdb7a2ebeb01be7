/// Reads plain lines from standard input without libedit and without prompts, so the REPL
/// can be scripted and tested (`echo ':lessons' | workbook`).
public final class PlainLineReader: LineReader {
    public init() {}

    public func readLine(prompt: String) -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        // A file written on Windows still reads as the same lines.
        return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
    }

    public func remember(_ line: String) {}
}
