/// When the end of a line cannot end a Swift statement: what the token before it leaves
/// unsaid. The REPL waits for more there (`EntryCompleteness`), and the compiler gate's
/// splitter keeps the next line in the same item.
public enum ContinuationRules {
    /// Words after which a statement cannot end: `let`, `in`, `else`, `try`, `as`, …
    static let wordsNeedingMore: Set<String> = [
        "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "import", "typealias",
        "associatedtype", "if", "else", "guard", "while", "for", "in", "where", "switch", "case", "do", "repeat",
        "catch", "try", "await", "throw", "is", "as", "inout", "defer", "subscript", "operator",
        "precedencegroup",
    ]

    /// True when `token` (the last one of a line, comments aside) needs something after it:
    /// a binary or prefix operator (`1 +`, `x = `), `.`, `,`, `:`, `->`, `@`, `\`, or a word
    /// like `in` or `else`. A postfix operator glued to its operand (`x!`, `1...`,
    /// `Array<Int>`) ends an expression.
    public static func needsMoreAfter(_ token: LexicalToken, text: String) -> Bool {
        switch token.kind {
        case .operator:
            return token.spaceBefore || text == "=" || text == "->"
        case .punctuation:
            return [".", ",", ":", "@", "\\"].contains(text)
        case .identifier:
            return wordsNeedingMore.contains(text)
        default:
            return false
        }
    }

    /// True when `token`, first on its line, continues the statement before it: `.member`,
    /// a binary operator (`&& b`, `?? 0`, not a prefix `-1` or `!x`), `,`, `:`, `{`, or
    /// `else`, `catch`, `where`.
    public static func continuesPreviousLine(_ token: LexicalToken, text: String) -> Bool {
        switch token.kind {
        case .operator:
            return token.spaceAfter || text == "=" || text == "->"
        case .punctuation:
            return [".", ",", ":", "{"].contains(text)
        case .identifier:
            return ["else", "catch", "where"].contains(text)
        default:
            return false
        }
    }
}
