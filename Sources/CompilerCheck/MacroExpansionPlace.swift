/// Where a diagnostic inside a macro's expansion (`@__swiftmacro_…` buffers: `@Observable`'s
/// `_total` storage, `@ObservationTracked`'s accessors) belongs on the learner's text: on the
/// declaration the macro is attached to. swiftc frames such an error with notes
/// `in expansion of macro 'ObservationTracked' on property 'total' here`; the learner never
/// sees the buffer, so the error is shown on the line that declares `total`, and the notes
/// that follow it say it comes from the expansion.
enum MacroExpansionPlace {
    /// The entry's (1-based) line and column for the error whose notes are `notes`: a note's
    /// own place when one lies on the entry (`@Observable` written by the learner), else the
    /// first non-blank column of the line declaring the expansion's declaration.
    static func place(
        notes: [RawDiagnostic], entryLines: [String], entryLineOf: (RawDiagnostic) -> Int?
    ) -> (line: Int, column: Int)? {
        let expansions = notes.filter { attachment(in: $0.message) != nil }
        for note in expansions {
            if let line = entryLineOf(note) { return (line, note.column) }
        }
        for note in expansions {
            guard let (kind, name) = attachment(in: note.message),
                let line = declarationLine(of: name, kind: kind, in: entryLines)
            else { continue }
            let column = entryLines[line - 1].prefix { $0 == " " || $0 == "\t" }.utf8.count + 1
            return (line, column)
        }
        return nil
    }

    /// `("property", "total")` from
    /// `in expansion of macro 'ObservationTracked' on property 'total' here`.
    static func attachment(in message: String) -> (kind: String, name: String)? {
        guard message.hasPrefix("in expansion of macro '"), message.hasSuffix("' here"),
            let on = message.range(of: "' on ")
        else { return nil }
        let end = message.index(message.endIndex, offsetBy: -"' here".count)
        let rest = message[on.upperBound..<end]
        guard let quote = rest.firstIndex(of: "'") else { return nil }
        let kind = rest[..<quote].split(separator: " ").last.map(String.init) ?? ""
        return (kind, String(rest[rest.index(after: quote)...]))
    }

    /// The first entry line that declares `name` as a `kind` (`var total`, `class Report`).
    private static func declarationLine(of name: String, kind: String, in lines: [String]) -> Int? {
        let introducers: [String]
        switch kind {
        case "property": introducers = ["var", "let"]
        case "class", "struct", "enum", "actor", "protocol": introducers = [kind]
        case "initializer": introducers = ["init"]
        default: introducers = ["func", "var", "let", "class", "struct", "enum", "actor"]
        }
        let words = lines.map { line in
            line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
        return words.firstIndex { words in
            zip(words, words.dropFirst()).contains { introducers.contains($0.0) && $0.1 == name }
        }.map { $0 + 1 }
    }
}
