/// Whether typed Swift is a whole entry, decided as the Swift REPL decides it (its parser
/// reaching the end of the input while it still expects something): the REPL waits for
/// another line while a bracket, string, interpolation, comment or `#if` is open, after an
/// attribute or modifier alone (`@Observable`, `@MainActor`), a declaration or statement
/// header that has not opened its body (`final class A: B`, `if x`, `for i in xs`, `func
/// f()`), and after a token that needs more (`1 +`, `let x =`, `.`, `,`, `in`, `else`).
/// Malformed input (a stray `)`) counts as finished: the compiler then says what is wrong.
///
/// Lines are added one at a time and each is lexed once, so an entry of thousands of
/// lines costs time in proportion to its length.
public struct EntryCompleteness {
    private var lexer = Lexer()
    private var examined = 0
    private var statement = Statement()
    /// Characters lexed so far, and the lexer's steps over them (for tests: a paste of many
    /// lines is lexed once, not once per line).
    public var lexedCharacters: Int { lexer.characters.count }
    public var lexerSteps: Int { lexer.steps }

    public init() {}

    /// The answer for a whole text.
    public static func needsMoreInput(_ source: String) -> Bool {
        var entry = EntryCompleteness()
        var unfinished = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            unfinished = entry.add(String(line))
        }
        return unfinished
    }

    /// Adds a line; true while the entry is unfinished. A line that leaves it finished ends
    /// a statement: a further line starts the next one.
    public mutating func add(_ line: String) -> Bool {
        lexer.append(line)
        lexer.append("\n")
        lexer.lexAvailable()
        while examined < lexer.tokens.count {
            statement.take(lexer.tokens[examined], text: String(lexer.characters[lexer.tokens[examined].range]))
            examined += 1
        }
        let unfinished = isUnfinished
        if !unfinished { statement = Statement() }
        return unfinished
    }

    private var isUnfinished: Bool {
        if lexer.sawStrayCloser { return false }
        if lexer.isInsideLiteralOrComment || lexer.openBracketCount > 0 { return true }
        return statement.needsMore
    }

    /// What the current top-level statement has said so far.
    private struct Statement {
        var depth = 0
        var conditionalDepth = 0
        /// Only attributes and modifiers so far (and at least one of them).
        var onlyPrefix = true
        var hasPrefix = false
        var attributeNameNext = false
        var prefixTakesArguments = false
        var sawFirstToken = false
        var awaitingBody = false
        var actorCandidate = false
        var startedWithRepeat = false
        var repeatAwaitingWhile = false
        var last: (token: LexicalToken, text: String)?

        static let modifiers: Set<String> = [
            "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "lazy", "weak",
            "unowned", "nonisolated", "indirect", "dynamic", "required", "convenience", "override", "mutating",
            "nonmutating", "distributed",
        ]
        static let declarations: Set<String> = [
            "class", "struct", "enum", "protocol", "extension", "func", "init", "deinit", "subscript",
        ]
        static let blockStatements: Set<String> = [
            "if", "guard", "while", "for", "switch", "do", "repeat", "else", "catch", "defer",
        ]

        var needsMore: Bool {
            if conditionalDepth > 0 || awaitingBody || repeatAwaitingWhile { return true }
            if onlyPrefix && hasPrefix { return true }
            guard let last else { return false }
            return ContinuationRules.needsMoreAfter(last.token, text: last.text)
        }

        mutating func take(_ token: LexicalToken, text: String) {
            if token.kind == .lineComment || token.kind == .blockComment { return }
            if token.kind == .pound {
                if text == "#if" { conditionalDepth += 1 }
                if text == "#endif" { conditionalDepth = max(0, conditionalDepth - 1) }
            }
            if token.kind == .punctuation {
                switch text {
                case "(", "[", "{":
                    if depth == 0 {
                        if text == "{" { awaitingBody = false }
                        if !(text == "(" && prefixTakesArguments) { onlyPrefix = false }
                    }
                    prefixTakesArguments = false
                    depth += 1
                    return
                case ")", "]", "}":
                    depth = max(0, depth - 1)
                    if depth == 0 {
                        last = (token, text)
                        if text == "}" && startedWithRepeat && !repeatAwaitingWhile && !awaitingBody {
                            repeatAwaitingWhile = true
                        }
                    }
                    return
                case ";" where depth == 0:
                    self = Statement()
                    return
                default: break
                }
            }
            guard depth == 0 else { return }
            last = (token, text)
            if onlyPrefix {
                if token.kind == .punctuation && text == "@" {
                    hasPrefix = true
                    attributeNameNext = true
                    prefixTakesArguments = false
                    return
                }
                if token.kind == .identifier && attributeNameNext {
                    attributeNameNext = false
                    prefixTakesArguments = true
                    return
                }
                if token.kind == .identifier && Self.modifiers.contains(text) {
                    hasPrefix = true
                    prefixTakesArguments = true
                    return
                }
                onlyPrefix = false
            }
            prefixTakesArguments = false
            let first = !sawFirstToken
            sawFirstToken = true
            guard token.kind == .identifier else {
                actorCandidate = false
                return
            }
            if actorCandidate {
                actorCandidate = false
                if !SwiftKeywords.reserved.contains(text) { awaitingBody = true }
            }
            if first && text == "actor" { actorCandidate = true }
            if first && Self.declarations.contains(text) { awaitingBody = true }
            if first && text == "repeat" { startedWithRepeat = true }
            if text == "while" && repeatAwaitingWhile {
                repeatAwaitingWhile = false
                return
            }
            if Self.blockStatements.contains(text) { awaitingBody = true }
        }
    }
}
