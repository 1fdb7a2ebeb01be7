import CompilerCheck
import LessonEngine
import LineEditing
import Localization
import Script

/// Tab completion: commands after `:`, lesson names after `:open `, command names after
/// `:help `, language codes after `:lang `, members after a `.` (from the compiler service when there is one, else from
/// the interpreter), otherwise identifiers in scope and Swift keywords.
/// On an empty line (or only indentation) Tab indents.
struct ReplCompleter {
    let library: LessonLibrary?
    let session: ScriptSession
    /// The compiler's checker, if any (asked only for members).
    var checker: () -> EntryChecker? = { nil }

    static let keywords = [
        "class", "struct", "enum", "protocol", "extension", "func", "init", "deinit", "let", "var",
        "if", "else", "guard", "switch", "case", "default", "for", "while", "repeat", "return", "break",
        "continue", "defer", "throw", "throws", "try", "import", "in", "self", "Self", "true", "false", "nil",
        "print", "withObservationTracking", "@Observable", "@ObservationIgnored", "#expect",
    ]

    func complete(_ before: String) -> Completion {
        // At the start of a line Tab indents (continuation lines of a class body).
        if before.allSatisfy({ $0 == " " || $0 == "\t" }) { return Completion(insertion: "    ") }
        let trimmed = before.drop { $0 == " " }
        if trimmed.hasPrefix(":") {
            return completeCommand(String(trimmed.dropFirst()))
        }
        let word = String(before.reversed().prefix { isIdentifier($0) || $0 == "@" || $0 == "#" }.reversed())
        let beforeWord = before.dropLast(word.count)
        if beforeWord.hasSuffix(".") {
            let receiver = receiverText(beforeWord.dropLast())
            guard !receiver.isEmpty else { return .none }
            if let members = checker()?.completions(before: receiver + ".") {
                return Completion.completing(word, from: members)
            }
            return Completion.completing(word, from: session.completions(prefix: word, receiver: receiver))
        }
        guard !word.isEmpty else { return .none }
        return Completion.completing(word, from: session.completions(prefix: word, receiver: nil) + Self.keywords)
    }

    private func completeCommand(_ text: String) -> Completion {
        guard let space = text.firstIndex(of: " ") else {
            let completion = Completion.completing(text, from: ReplCommands.names)
            // A unique command gets its trailing space, ready for the argument.
            if completion.candidates.isEmpty, ReplCommands.names.contains(text + completion.insertion) {
                return Completion(insertion: completion.insertion + " ")
            }
            return completion
        }
        let command = String(text[..<space])
        let argument = String(text[text.index(after: space)...].drop { $0 == " " })
        switch command {
        case "open":
            guard let library else { return .none }
            let names = library.entries.flatMap { [$0.name, library.slug(of: $0)] }
            return Completion.completing(argument, from: names)
        case "lang":
            return Completion.completing(argument, from: Language.allCases.map(\.code) + ["auto"])
        case "help":
            return Completion.completing(argument, from: ReplCommands.names)
        case "trace":
            return Completion.completing(argument, from: ["on", "off"])
        case "expand":
            return Completion.completing(argument, from: session.completions(prefix: argument, receiver: nil))
        default:
            return .none
        }
    }

    /// The expression before a `.`: identifiers, dots, and balanced brackets or calls.
    private func receiverText(_ text: Substring) -> String {
        var depth = 0
        var start = text.endIndex
        for index in text.indices.reversed() {
            let character = text[index]
            if character == ")" || character == "]" {
                depth += 1
            } else if character == "(" || character == "[" {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0
                && !(isIdentifier(character) || character == "." || character == "?" || character == "!")
            {
                break
            }
            start = index
        }
        return String(text[start...])
    }

    private func isIdentifier(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
