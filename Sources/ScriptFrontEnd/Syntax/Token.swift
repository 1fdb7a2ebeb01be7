// Tokens: what the scanner hands the parser. Plain data.

/// A position in the script source, 1-based.
package struct SourcePos: Hashable, Sendable {
    package var line: Int
    package var column: Int
    /// Which run of the session the text came from (0: the current one), so a trap in a
    /// function declared by an earlier entry or lesson step points into that text.
    package var entry: Int32 = 0

    package init(line: Int, column: Int, entry: Int32 = 0) {
        self.line = line
        self.column = column
        self.entry = entry
    }
    package static let unknown = SourcePos(line: 0, column: 0)
}

/// A piece of a string literal: literal text, or the source of an `\( … )` interpolation.
package enum StringSegment: Sendable {
    case text(String)
    case interpolation(source: String, pos: SourcePos)
}

package struct Token: Sendable {
    package enum Kind: Equatable, Sendable {
        case identifier
        case keyword
        case integer
        case float
        case string
        /// Operators and punctuation alike; `text` says which.
        case symbol
        /// `#expect`, `#if` … (text includes the `#`).
        case pound
        case eof
    }
    package var kind: Kind
    package var text: String
    package var pos: SourcePos
    /// Whitespace (or start of input) immediately before / after the token: decides
    /// prefix, postfix and binary operators the way Swift does.
    package var spaceBefore = false
    package var spaceAfter = false
    /// A line break between the previous token and this one.
    package var newlineBefore = false
    package var intValue: Int = 0
    /// An integer literal above `Int.max` that fits in 64 bits (`intValue` is then unused).
    package var wideIntValue: UInt64? = nil
    package var doubleValue: Double = 0
    package var segments: [StringSegment] = []
    /// Character offsets of the token in the scanned text (for quoting source, e.g. `#expect`).
    package var offset = 0
    package var endOffset = 0

    package func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    package func isKeyword(_ keyword: String) -> Bool { kind == .keyword && text == keyword }
}

package let swiftKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "func", "init", "deinit", "var", "let",
    "if", "else", "guard", "switch", "case", "default", "for", "in", "while", "repeat", "break",
    "continue", "return", "defer", "true", "false", "nil", "self", "Self", "super", "import",
    "static", "mutating", "nonmutating", "private", "fileprivate", "internal", "public", "open",
    "final", "override", "throws", "rethrows", "throw", "try", "catch", "do", "where", "is", "as",
    "inout", "typealias", "associatedtype", "operator", "subscript", "convenience", "required",
    "lazy", "weak", "unowned", "some", "any", "async", "await", "actor", "fallthrough",
    "indirect", "nonisolated", "get", "set", "willSet", "didSet",
]

/// Words that are keywords only in some positions; the scanner leaves them identifiers.
package let contextualKeywords: Set<String> = [
    "get", "set", "willSet", "didSet", "mutating", "nonmutating", "override", "convenience", "required",
    "lazy", "weak", "unowned", "some", "any", "async", "final", "open", "indirect", "nonisolated",
    "actor", "associatedtype",
]
