import Foundation
import ScriptFrontEnd

// Where a change is written, for the REPL's `:deps` and `:why`.

extension ObservationBridge {
    /// `file:line` of a position (the REPL's `:deps` and `:why`), in the text of the run that
    /// wrote it: a method or closure an earlier input declared is named where it is written —
    /// the Markdown line for a lesson step; for an earlier REPL input, which the learner
    /// cannot number, its line within that input followed by the statement's code. When `name`
    /// is given and that line does not mention it (the statement running now is not the
    /// assignment itself), the place is unknown.
    func site(of pos: SourcePos, mentioning name: String? = nil) -> String? {
        guard pos != .unknown else { return nil }
        let text = interpreter.sources.text(of: pos)
        let code = text.line(pos.line)
        if let name, !code.contains(name) { return nil }
        // The file's name only: a lesson's output must not depend on where the package is.
        let file = text.file.split(separator: "/").last.map(String.init) ?? text.file
        let place = "\(file):\(pos.line + text.firstLine - 1)"
        guard file == "<repl>", pos.entry != 0, pos.entry != interpreter.sources.entry else { return place }
        return place + " (an earlier input: \(ChangeSite.excerpt(code, from: pos.column)))"
    }
}

/// How `:why` quotes the line of an earlier input.
enum ChangeSite {
    static let excerptLimit = 40

    /// The line from the statement's column on (a one-line type shows its assignment, not its
    /// declaration), shortened to fit.
    static func excerpt(_ line: String, from column: Int) -> String {
        let code = line.dropFirst(max(column - 1, 0)).trimmingCharacters(in: .whitespaces)
        return code.count <= excerptLimit ? code : code.prefix(excerptLimit - 1) + "…"
    }
}
