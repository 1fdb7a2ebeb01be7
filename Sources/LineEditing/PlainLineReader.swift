import Foundation

/// Reads plain lines from standard input without libedit and without prompts, so the REPL
/// can be scripted and tested (`echo ':lessons' | workbook`). It keeps its own buffer (not
/// stdio's) so it can tell whether a whole line is already there (`hasWaitingLine`).
public final class PlainLineReader: LineReader {
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    private let descriptor: Int32

    public init(descriptor: Int32 = STDIN_FILENO) { self.descriptor = descriptor }

    public func readLine(prompt: String) -> LineInput {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                return .line(take(upTo: newline, skipping: 1))
            }
            if ended {
                guard start < buffer.count else { return .endOfInput }
                return .line(take(upTo: buffer.count, skipping: 0))
            }
            fill()
        }
    }

    public func remember(_ line: String) {}

    public var hasWaitingLine: Bool {
        if buffer[start...].contains(UInt8(ascii: "\n")) || ended { return true }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 0) == 1 else { return false }
        // Readable: one read returns what is there (or the end) without waiting.
        fill()
        return buffer[start...].contains(UInt8(ascii: "\n")) || ended
    }

    /// Reads what the input has (waiting for some when there is none yet).
    private func fill() {
        if start > 0, start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count > 0 {
                buffer += chunk[..<count]
                return
            }
            if count < 0, errno == EINTR { continue }
            ended = true
            return
        }
    }

    private func take(upTo end: Int, skipping: Int) -> String {
        var line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = end + skipping
        // A file written on Windows still reads as the same lines.
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}
