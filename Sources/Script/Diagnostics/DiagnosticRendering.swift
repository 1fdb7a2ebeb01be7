// Turns positions into `Diagnostic`s (printed the way swiftc does by `Diagnostic.rendered`,
// in ScriptInterface).

import ScriptFrontEnd
import ScriptInterface

struct SourceText {
    let file: String
    let lines: [Substring]
    let firstLine: Int

    init(file: String, source: String, firstLine: Int) {
        self.file = file
        self.lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        self.firstLine = firstLine
    }

    func line(_ scriptLine: Int) -> String {
        let index = scriptLine - 1
        guard index >= 0, index < lines.count else { return "" }
        var text = String(lines[index])
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }

    func diagnostic(for error: ScriptError) -> Diagnostic {
        let severity: Diagnostic.Severity = .error
        let line = max(error.pos.line, 1)
        let location = SourceLocation(file: file, line: line + firstLine - 1, column: max(error.pos.column, 1))
        var message = error.message
        if !error.notes.isEmpty { message += "\n" + error.notes.map { "note: " + $0 }.joined(separator: "\n") }
        return Diagnostic(severity: severity, message: message, location: location, sourceLine: self.line(line))
    }
}
