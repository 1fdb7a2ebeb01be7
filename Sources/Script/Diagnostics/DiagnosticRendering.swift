// Turns positions into `Diagnostic`s and prints them the way swiftc does:
//   file.swift:3:5: error: cannot find 'y' in scope
//   let x = y
//           ^
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): it runs once per
// error.

import ScriptFrontEnd

struct SourceText {
    let file: String
    let lines: [Substring]
    let firstLine: Int

    @_optimize(none) init(file: String, source: String, firstLine: Int) {
        self.file = file
        self.lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        self.firstLine = firstLine
    }

    @_optimize(none) func line(_ scriptLine: Int) -> String {
        let index = scriptLine - 1
        guard index >= 0, index < lines.count else { return "" }
        var text = String(lines[index])
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }

    @_optimize(none) func diagnostic(for error: ScriptError) -> Diagnostic {
        let severity: Diagnostic.Severity = .error
        let line = max(error.pos.line, 1)
        let location = SourceLocation(file: file, line: line + firstLine - 1, column: max(error.pos.column, 1))
        var message = error.message
        if !error.notes.isEmpty { message += "\n" + error.notes.map { "note: " + $0 }.joined(separator: "\n") }
        var diagnostic = Diagnostic(
            severity: severity, message: message, location: location, sourceLine: self.line(line))
        diagnostic.refusedConstruct = error.refusedConstruct
        return diagnostic
    }
}

extension Diagnostic {
    /// swiftc's classic layout: location, severity, message, the source line and a caret.
    public var rendered: String {
        var text = "\(location): \(severity.rawValue): \(message)\n"
        if !sourceLine.isEmpty {
            text += sourceLine + "\n"
            let pad = sourceLine.prefix(max(location.column - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
            text += pad + "^\n"
        }
        return text
    }
}
