import SwiftLexer

/// A REPL entry the interpreter refused though swiftc accepted it, as a whole program that
/// swiftc compiles against the built-in runtime: the session's imports, types, functions and
/// extensions, then the entry. Only an entry that declares nothing and reads no variable of
/// the session can run this way: the session's values live in the interpreter, and what a
/// compiled run declares could not stay in the session afterwards.
public enum EntryProgram: Sendable, Equatable {
    /// The program; when it echoes, it ends by printing `echoMarker` then the final
    /// expression's value as the REPL shows it (strings quoted, an optional unwrapped).
    case program(source: String)
    /// The entry declares something (a variable, a type, a function, an import).
    case declares
    /// The entry reads these variables of the session (as the learner spells them).
    case usesVariables([String])

    /// Separates the program's own output from the echoed value (an ASCII record separator).
    public static let echoMarker: UInt8 = 0x1E

    /// Writes the value after the marker, unwrapping an optional once as the REPL does.
    static let echoFunctions = """
        // The REPL's echo of the entry's value (added by the workbook, not typed).
        func __wbShowEcho<T>(_ value: T?) {
            guard let value else { return print("\\u{1E}nil", terminator: "") }
            __wbShowEcho(value)
        }
        func __wbShowEcho<T>(_ value: T) {
            let quoted = value is String || value is Character || value is Substring
            print("\\u{1E}" + (quoted ? String(reflecting: value) : String(describing: value)), terminator: "")
        }
        """
}

extension EntryChecker {
    /// The program that runs `entry` compiled in the session's context; `echoes`: the entry
    /// ends with an expression whose value the REPL shows.
    public func standaloneProgram(for entry: String, echoes: Bool) -> EntryProgram {
        let items = TopLevelItem.items(in: entry)
        guard !items.isEmpty, items.allSatisfy({ $0.kind == .statement || $0.kind == .expression }) else {
            return .declares
        }
        let context = state.withLock { $0.context }
        let variables = context.variableKeys
        let used = Self.identifiers(in: Scaffolding.compilerSpelling(of: entry)).filter(variables.contains)
        if !used.isEmpty { return .usesVariables(used.map(Scaffolding.learnerSpelling)) }
        var lines = context.imports.map { "import \($0)" }
        lines += context.declarations.filter { !$0.isVariable && !initialContext.declarations.contains($0) }.map(\.text)
        var body = items.map(\.text)
        if echoes, let last = items.last, last.kind == .expression {
            body[body.count - 1] =
                "let \(Scaffolding.echoBinding) = (\n\(last.text)\n)\n__wbShowEcho(\(Scaffolding.echoBinding))"
            body.append(EntryProgram.echoFunctions)
        }
        return .program(source: (lines + body).joined(separator: "\n") + "\n")
    }

    /// The words of `text` that could name a variable, once each, in order (not in strings or comments).
    private static func identifiers(in text: String) -> [String] {
        var lexer = Lexer(text)
        lexer.finish()
        var seen: [String] = []
        for token in lexer.tokens where token.kind == .identifier || token.kind == .backtickIdentifier {
            let word = String(lexer.characters[token.start..<token.end].filter { $0 != "`" })
            if !seen.contains(word) { seen.append(word) }
        }
        return seen
    }
}

extension SessionContext {
    /// The names of the session's variables and `$R` results (compiler spelling).
    var variableKeys: Set<String> {
        declarations.filter(\.isVariable).reduce(into: []) { $0.formUnion($1.keys) }
    }
}
