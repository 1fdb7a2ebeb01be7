import Foundation
import Localization
import Script
import SwiftLexer

/// A construct swiftc accepts and the interpreter cannot run: the workbook's own refusal,
/// in the learner's language and naming the construct — never dressed as a swiftc error,
/// since swiftc has no complaint (issue 35, item 8).
enum WorkbookRefusal {
    /// `workbook: Swift accepts this, but the workbook's interpreter cannot run `X``, the
    /// line with a caret, then the interpreter's reason (in English, its own words) or, in
    /// another language, where the refusals are listed.
    static func lines(for diagnostic: Diagnostic, style: Style, withLocation: Bool) -> [String] {
        let place = withLocation ? "\(diagnostic.location): " : ""
        // A refusal met while running names its construct in (English) words; one of the checks',
        // or any in another language, by a name, so the learner's sentence stays in one language.
        let words = Messages.language == .english ? diagnostic.refusedConstruct : nil
        let heading = Messages.text(.refusalHeading, words ?? "`\(construct(in: diagnostic))`")
        var lines = [place + style.cyan(Messages.text(.refusalLabel)) + " " + style.bold(heading)]
        if !diagnostic.sourceLine.isEmpty {
            lines.append("  " + diagnostic.sourceLine)
            let indent = diagnostic.sourceLine.prefix(max(0, diagnostic.location.column - 1))
                .map { $0 == "\t" ? "\t" : " " }.joined()
            lines.append("  " + indent + style.green("^"))
        }
        let ownWords = Messages.language == .english && diagnostic.refusedConstruct == nil
        let reason = ownWords ? "(\(diagnostic.message))" : Messages.text(.refusalListed)
        lines.append(style.dim(reason))
        return lines
    }

    /// What the refusal is about: the name its message quotes (`'formatted'`), else the token
    /// under the caret (`operator`, `#if`, `@objc`).
    static func construct(in diagnostic: Diagnostic) -> String {
        // A refusal met while running quotes its name in its words ("a call to 'describe' …").
        let quoting = diagnostic.refusedConstruct ?? diagnostic.message
        let parts = quoting.split(separator: "'", omittingEmptySubsequences: false)
        if parts.count >= 3, !parts[1].isEmpty, !parts[1].contains(" ") { return String(parts[1]) }
        let lexer = Lexer.lexed(diagnostic.sourceLine)
        let tokens = lexer.tokens
        let column = diagnostic.location.column
        let covering = tokens.firstIndex { $0.column <= column && column < $0.column + $0.range.count }
        guard let index = covering ?? tokens.firstIndex(where: { $0.column >= column }) else {
            return diagnostic.sourceLine.trimmingCharacters(in: .whitespaces)
        }
        var text = lexer.text(tokens[index].range)
        // An attribute is `@` and its name; an operator declaration, `infix operator`.
        if text == "@", index + 1 < tokens.count { text += lexer.text(tokens[index + 1].range) }
        if ["infix", "prefix", "postfix"].contains(text), index + 1 < tokens.count,
            lexer.text(tokens[index + 1].range) == "operator"
        {
            text += " operator"  // not the method `prefix(2)`
        }
        return text
    }
}
