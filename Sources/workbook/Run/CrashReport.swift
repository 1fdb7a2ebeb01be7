import Foundation
import Script

/// Reads the report a compiled program's crash leaves on stderr — Swift's line
/// (`Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range`) and its
/// backtrace (`… main + 333 in program at /path/x.swift:4:8`) — and says it the way the
/// interpreter says a trap: the learner's line, Swift's message, the source line and a caret.
struct CrashReport {
    /// Swift's message without the place it names (the standard library's, or the program's).
    var message: String
    /// Line and column in the program, when the backtrace found a frame in it.
    var line: Int?
    var column: Int?

    /// Does this stderr line begin a trap's or a crash's report?
    static func startsReport(_ line: String) -> Bool {
        line.hasPrefix("*** Signal ") || line.hasPrefix("*** Program crashed") || swiftMessage(in: line) != nil
    }

    /// `FILE:LINE: Fatal error: …` (also `Precondition failed`, `Assertion failed`) → the message.
    static func swiftMessage(in line: String) -> String? {
        let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]
        for kind in kinds {
            guard let range = line.range(of: ": \(kind)") else { continue }
            let place = line[..<range.lowerBound]
            // The place is `path:LINE`: a colon and digits right before the kind.
            guard let colon = place.lastIndex(of: ":"), !place[place.index(after: colon)...].isEmpty,
                place[place.index(after: colon)...].allSatisfy(\.isNumber)
            else { continue }
            return String(line[line.index(range.lowerBound, offsetBy: 2)...])
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return nil
    }

    /// `report`: stderr from its first line; `compiledFile`: the path swiftc compiled.
    init(report: String, signal: Int32, compiledFile: String) {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        message = lines.lazy.compactMap(Self.swiftMessage).first ?? Self.describe(signal: signal, lines: lines)
        let name = URL(fileURLWithPath: compiledFile).lastPathComponent
        for line in lines {
            // `  3 [ra] 0x… main + 333 in program at /tmp/x.swift:4:8`
            guard let at = line.range(of: " at ", options: .backwards) else { continue }
            let place = line[at.upperBound...].split(separator: ":")
            guard place.count >= 3, place[0].hasSuffix("/" + name) || place[0] == name,
                let number = Int(place[1]), let column = Int(place[2])
            else { continue }
            self.line = number
            self.column = column
            break
        }
    }

    /// A crash without Swift's line: the backtracer names the failure in the frame's
    /// function (`Swift runtime failure: arithmetic overflow`), else the signal.
    private static func describe(signal: Int32, lines: [String]) -> String {
        for line in lines {
            if let range = line.range(of: "Swift runtime failure: ") {
                let rest = line[range.upperBound...]
                let end = rest.range(of: " in ")?.lowerBound ?? rest.endIndex
                return "Fatal error: " + rest[..<end].trimmingCharacters(in: .whitespaces)
            }
        }
        let name = String(cString: strsignal(signal))
        return "the program crashed (\(name))"
    }

    /// As the interpreter reports a trap: `x.swift:4:8: error: Fatal error: Index out of range`.
    func rendered(path: String, source: String) -> String {
        guard let line else { return "\(path): error: \(message)\n" }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let text = line - 1 < lines.count ? String(lines[line - 1]) : ""
        let diagnostic = Diagnostic(
            severity: .error, message: message,
            location: SourceLocation(file: path, line: line, column: column ?? 1), sourceLine: text)
        return diagnostic.rendered
    }
}
