/// One token of Swift source, as `Lexer` cuts it: where it is and what kind it is. The
/// text is `characters[start..<end]` of the lexed source; values are for the reader.
public struct LexicalToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A word: an identifier or a keyword (`SwiftKeywords` tells which), `$0`, `$name`.
        case identifier
        /// `` `name` ``, backticks included.
        case backtickIdentifier
        /// An integer or floating-point literal, with any letters glued to it (`12abc` is
        /// one token, as swiftc lexes it, so the reader can name the bad digit).
        case number
        /// A whole string literal; `literal` has its shape and parts.
        case string
        case lineComment
        case blockComment
        /// `#if`, `#expect`, `#available` (a `#` with no word after it is `#` alone).
        case pound
        /// A run of operator characters, `...` and `..<`; `?`/`!` glued after an operand
        /// are postfix operators of their own.
        case `operator`
        /// `( ) [ ] { } , : ; . @ \` and any character no rule takes.
        case punctuation
    }

    public var kind: Kind
    /// Character offsets in the lexed text.
    public var start: Int
    public var end: Int
    /// 1-based, in characters.
    public var line: Int
    public var column: Int
    /// Whitespace, a comment or the start of the text right before the token.
    public var spaceBefore: Bool
    /// A line break before the token (since the previous token that is not a comment).
    public var newlineBefore: Bool
    /// Whitespace, a comment or the end of the text right after the token (known once the
    /// next token is lexed, or `finish()` is called).
    public var spaceAfter = false
    /// False for a string, comment or backtick identifier the text ends inside.
    public var isTerminated = true
    public var literal: StringLiteral?

    public var range: Range<Int> { start..<end }
}

/// A string literal's delimiters and its parts, in order.
public struct StringLiteral: Equatable, Sendable {
    public enum Part: Equatable, Sendable {
        /// Literal text (line breaks included, in a multi-line literal).
        case text(Range<Int>)
        /// `\n`, `\#n`, `\u{1F600}`: the whole escape, backslash and `#`s included.
        case escape(Range<Int>)
        /// The code inside `\( … )`, without the parentheses.
        case interpolation(Range<Int>)
        /// A `\` ending a line of a multi-line literal (with the spaces after it and the
        /// line break): the lines are joined.
        case lineContinuation(Range<Int>)
    }

    public var isMultiline: Bool
    /// How many `#` each delimiter carries (0 for an ordinary string).
    public var hashes: Int
    public var parts: [Part]
    /// Where the content ends: the closing delimiter's offset (or the end of the text).
    public var contentEnd: Int
}
