/// Swift's reserved words, as far as lexing and entry completeness need them.
public enum SwiftKeywords {
    /// Words that are never an operand, except those in `operandKeywords`: a `?` or `!`
    /// glued after one of them is not a postfix operator.
    public static let reserved: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "func", "init", "deinit", "var", "let",
        "if", "else", "guard", "switch", "case", "default", "for", "in", "while", "repeat", "break",
        "continue", "return", "defer", "true", "false", "nil", "self", "Self", "super", "import",
        "static", "private", "fileprivate", "internal", "public", "throws", "rethrows", "throw", "try",
        "catch", "do", "where", "is", "as", "inout", "typealias", "operator", "subscript", "await",
        "fallthrough", "precedencegroup",
    ]

    /// Reserved words that are values (`self!` is a postfix `!`).
    public static let operandKeywords: Set<String> = ["self", "Self", "true", "false", "nil", "super", "init"]

    public static func endsOperand(_ word: String) -> Bool {
        !reserved.contains(word) || operandKeywords.contains(word)
    }
}
