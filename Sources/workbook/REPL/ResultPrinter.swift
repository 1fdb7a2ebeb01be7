import CompilerCheck
import Localization
import Script

/// How interpreter results read in the REPL: diagnostics with a caret under the typed
/// line, checks as ✓/✗ with the failing values.
enum ResultPrinter {
    /// `withLocation`: prefix `file:line:col:` (lesson code); typed lines only need the caret.
    static func lines(for diagnostic: Diagnostic, style: Style, withLocation: Bool) -> [String] {
        // swiftc accepted the code: what the interpreter cannot run is not a compiler error.
        if diagnostic.isWorkbookRefusal {
            return WorkbookRefusal.lines(for: diagnostic, style: style, withLocation: withLocation)
        }
        let label: String
        switch diagnostic.severity {
        case .error: label = style.red("error:")
        case .warning: label = style.yellow("warning:")
        case .note: label = style.dim("note:")
        }
        // A typed line's own errors need only the caret; one raised in code a lesson step
        // declared names the lesson file and line.
        let located = withLocation || diagnostic.location.file != "<repl>"
        let place =
            located
            ? "\(diagnostic.location): "
            : (diagnostic.location.line > 1 ? "line \(diagnostic.location.line): " : "")
        var lines = ["\(place)\(label) \(style.bold(diagnostic.message))"]
        if !diagnostic.sourceLine.isEmpty {
            lines.append("  " + diagnostic.sourceLine)
            let indent = diagnostic.sourceLine.prefix(max(0, diagnostic.location.column - 1))
                .map { $0 == "\t" ? "\t" : " " }.joined()
            lines.append("  " + indent + style.green("^"))
        }
        return lines
    }

    /// A compiler diagnostic on a typed entry: swiftc's words, its caret (and range and fix-it)
    /// under the learner's own line; `line N:` when the entry has several lines.
    static func lines(for diagnostic: CompilerDiagnostic, style: Style) -> [String] {
        let label: String
        switch diagnostic.severity {
        case .error: label = style.red("error:")
        case .warning: label = style.yellow("warning:")
        case .note, .remark: label = style.dim("\(diagnostic.severity.rawValue):")
        }
        let place = (diagnostic.line ?? 1) > 1 ? "line \(diagnostic.line ?? 1): " : ""
        var lines = ["\(place)\(label) \(style.bold(diagnostic.message))"]
        guard let source = diagnostic.sourceLine else { return lines }
        lines.append("  " + source)
        if diagnostic.markerLines.isEmpty, let column = diagnostic.column {
            let indent = source.utf8.prefix(max(0, column - 1)).map { $0 == UInt8(ascii: "\t") ? "\t" : " " }.joined()
            lines.append("  " + indent + style.green("^"))
        } else {
            lines += diagnostic.markerLines.map { "  " + style.green($0) }
        }
        return lines
    }

    /// A passed check as written (`✓ #expect(x == 3)`); a failed one as Swift Testing expands
    /// it, with its values (`✗ (x → 1) == 3`).
    static func line(for expectation: ExpectationResult, style: Style) -> String {
        var text = expectation.passed ? style.green("✓") : style.red("✗")
        if !expectation.passed, let values = expectation.values {
            text += " " + style.yellow(values)
        } else {
            text += " #expect(\(expectation.expression))"
        }
        if let message = expectation.message { text += style.dim(" — \(message)") }
        return text
    }

    /// The longest value description `:vars` and an echo show.
    static let valueLimit = 2_000

    /// A value's description up to `valueLimit` characters.
    static func shortened(_ value: String) -> String {
        guard value.count > valueLimit else { return value }
        return value.prefix(valueLimit) + "… (\(value.count - valueLimit) more characters)"
    }

    static func stoppedNote(style: Style) -> String {
        style.yellow(Messages.text(.stoppedLabel)) + style.dim(Messages.text(.stoppedDetail))
    }
}
