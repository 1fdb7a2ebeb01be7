// Scanner: source text → tokens. Tracks line/column and the whitespace around each token,
// because Swift decides prefix/postfix/binary operators by whitespace.

package struct Scanner {
    private let chars: [Character]
    private var index = 0
    private var line: Int
    private var column: Int
    private var tokens: [Token] = []
    private var sawNewline = false
    /// Where a `/*` that never closes opened (swiftc refuses the file).
    private var unterminatedComment: SourcePos?

    /// Stamped on every position (see SourcePos.entry).
    private let entry: Int32

    package init(_ source: String, start: SourcePos = SourcePos(line: 1, column: 1)) {
        self.entry = start.entry
        self.chars = Array(source)
        self.line = start.line
        self.column = start.column
    }

    package static let operatorChars: Set<Character> = [
        "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?",
    ]

    package mutating func scan() throws -> [Token] {
        while true {
            let hadSpace = skipTrivia()
            if let opening = unterminatedComment {
                throw ScriptError.compile("unterminated '/*' comment", at: opening)
            }
            let start = SourcePos(line: line, column: column, entry: entry)
            let startIndex = index
            guard let character = peek() else {
                var eof = Token(kind: .eof, text: "", pos: start)
                eof.spaceBefore = true
                eof.newlineBefore = true
                eof.offset = index
                eof.endOffset = index
                append(eof, hadSpace: true)
                return tokens
            }
            var token: Token
            if isIdentifierStart(character) {
                let word = scanWord()
                let isKeyword = swiftKeywords.contains(word) && !contextualKeywords.contains(word)
                token = Token(kind: isKeyword ? .keyword : .identifier, text: word, pos: start)
            } else if character == "`" {
                advance()
                let word = scanWord()
                guard peek() == "`" else { throw ScriptError.compile("expected '`' to end the identifier", at: start) }
                advance()
                token = Token(kind: .identifier, text: word, pos: start)
            } else if character.isNumber && character.isASCII {
                token = try scanNumber(start)
            } else if character == "\"" {
                token = try scanString(start)
            } else if character == "#" && (peek(1) == "\"" || peek(1) == "#") {
                advance()
                token = try scanRawString(start)
            } else if character == "#" {
                advance()
                let word = scanWord()
                if word.isEmpty { throw ScriptError.compile("expected an identifier after '#'", at: start) }
                token = Token(kind: .pound, text: "#" + word, pos: start)
            } else if character == "$" {
                advance()
                let word = scanWord()
                token = Token(kind: .identifier, text: "$" + word, pos: start)
            } else if "(){}[],:;@\\".contains(character) {
                advance()
                token = Token(kind: .symbol, text: String(character), pos: start)
            } else if character == "." {
                if peek(1) == "." && (peek(2) == "." || peek(2) == "<") {
                    let text = peek(2) == "." ? "..." : "..<"
                    advance()
                    advance()
                    advance()
                    token = Token(kind: .symbol, text: text, pos: start)
                } else {
                    advance()
                    token = Token(kind: .symbol, text: ".", pos: start)
                }
            } else if Scanner.operatorChars.contains(character) {
                token = scanOperator(start, hadSpace: hadSpace)
            } else {
                throw ScriptError.compile("invalid character '\(character)' in source", at: start)
            }
            token.offset = startIndex
            token.endOffset = index
            append(token, hadSpace: hadSpace)
        }
    }

    private mutating func append(_ token: Token, hadSpace: Bool) {
        var token = token
        token.spaceBefore = hadSpace || tokens.isEmpty
        token.newlineBefore = sawNewline
        sawNewline = false
        if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = hadSpace }
        tokens.append(token)
    }

    // MARK: Characters

    private func peek(_ offset: Int = 0) -> Character? {
        let position = index + offset
        return position < chars.count ? chars[position] : nil
    }

    private mutating func advance() {
        guard index < chars.count else { return }
        if chars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    /// Skips whitespace and comments; returns whether any was skipped.
    private mutating func skipTrivia() -> Bool {
        var skipped = false
        while let character = peek() {
            if character == "\n" || character == "\r\n" {
                sawNewline = true
                skipped = true
                advance()
            } else if character == " " || character == "\t" || (character.asciiValue == nil && character.isWhitespace)
                || character == "\r"
            {
                skipped = true
                advance()
            } else if character == "/" && peek(1) == "/" {
                while let commentCharacter = peek(), commentCharacter != "\n", commentCharacter != "\r\n" { advance() }
                skipped = true
            } else if character == "/" && peek(1) == "*" {
                let opening = SourcePos(line: line, column: column, entry: entry)
                var depth = 0
                repeat {
                    if peek() == "/" && peek(1) == "*" {
                        depth += 1
                        advance()
                        advance()
                    } else if peek() == "*" && peek(1) == "/" {
                        depth -= 1
                        advance()
                        advance()
                    } else {
                        if peek() == "\n" { sawNewline = true }
                        advance()
                    }
                } while depth > 0 && peek() != nil
                if depth > 0 { unterminatedComment = opening }
                skipped = true
            } else {
                break
            }
        }
        return skipped
    }

    /// ASCII fast paths: Unicode property lookups dominate scanning otherwise.
    private func isIdentifierStart(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return (ascii >= 97 && ascii <= 122) || (ascii >= 65 && ascii <= 90) || ascii == 95
        }
        return character.isLetter
    }

    private func isDigit(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii >= 48 && ascii <= 57 }
        return character.isNumber
    }

    private mutating func scanWord() -> String {
        var word = ""
        while let character = peek(),
            isIdentifierStart(character) || isDigit(character) || (character == "$" && !word.isEmpty)
        {
            word.append(character)
            advance()
        }
        return word
    }

    // MARK: Numbers

    private mutating func scanNumber(_ start: SourcePos) throws -> Token {
        var text = ""
        let afterDot = tokens.last.map { $0.isSymbol(".") && !$0.spaceAfter } ?? false
        if peek() == "0", let radixMark = peek(1), radixMark == "x" || radixMark == "b" || radixMark == "o" {
            advance()
            advance()
            let radix = radixMark == "x" ? 16 : radixMark == "b" ? 2 : 8
            while let digit = peek(), digit.isHexDigit || digit == "_" {
                if digit != "_" { text.append(digit) }
                advance()
            }
            guard let value = UInt64(text, radix: radix) else {
                throw ScriptError.compile("'\(text)' is not a valid integer literal", at: start)
            }
            return Self.integerToken(value, text: text, at: start)
        }
        while let digit = peek(), digit.isNumber || digit == "_" {
            if digit != "_" { text.append(digit) }
            advance()
        }
        var isFloat = false
        if !afterDot, peek() == ".", let following = peek(1), following.isNumber {
            isFloat = true
            text.append(".")
            advance()
            while let digit = peek(), digit.isNumber || digit == "_" {
                if digit != "_" { text.append(digit) }
                advance()
            }
        }
        if !afterDot, let exponentMark = peek(), exponentMark == "e" || exponentMark == "E" {
            let next = peek(1)
            if let following = next,
                following.isNumber || ((following == "-" || following == "+") && (peek(2)?.isNumber ?? false))
            {
                isFloat = true
                text.append("e")
                advance()
                if peek() == "-" || peek() == "+" {
                    text.append(peek()!)
                    advance()
                }
                while let digit = peek(), digit.isNumber {
                    text.append(digit)
                    advance()
                }
            }
        }
        if let digit = peek(), digit.isLetter {
            throw ScriptError.compile(
                "'\(digit)' is not a valid digit in integer literal",
                at: SourcePos(line: line, column: column, entry: entry))
        }
        if isFloat {
            var token = Token(kind: .float, text: text, pos: start)
            token.doubleValue = Double(text) ?? 0
            return token
        }
        guard let value = UInt64(text) else {
            throw ScriptError.compile("integer literal '\(text)' overflows when stored into 'Int'", at: start)
        }
        return Self.integerToken(value, text: text, at: start)
    }

    /// An integer literal's token: above `Int.max` it keeps the wide value, which typed lowering
    /// lets through only where a `UInt64`, `UInt`, `Double` or `Float` takes it.
    private static func integerToken(_ value: UInt64, text: String, at start: SourcePos) -> Token {
        var token = Token(kind: .integer, text: text, pos: start)
        if let narrow = Int(exactly: value) { token.intValue = narrow } else { token.wideIntValue = value }
        return token
    }

    // MARK: Operators

    private mutating func scanOperator(_ start: SourcePos, hadSpace: Bool) -> Token {
        let first = peek()!
        // `x?` / `x!` glued to an operand are postfix, one character each.
        if (first == "?" || first == "!") && !hadSpace, let last = tokens.last, last.endsOperand {
            advance()
            return Token(kind: .symbol, text: String(first), pos: start)
        }
        var text = ""
        while let operatorCharacter = peek(), Scanner.operatorChars.contains(operatorCharacter) {
            // `/*` and `//` inside an operator run start a comment.
            if operatorCharacter == "/" && (peek(1) == "/" || peek(1) == "*") && !text.isEmpty { break }
            text.append(operatorCharacter)
            advance()
            if text == "->" { break }
        }
        return Token(kind: .symbol, text: text, pos: start)
    }

    // MARK: Strings

    private mutating func scanString(_ start: SourcePos) throws -> Token {
        if peek(1) == "\"" && peek(2) == "\"" { return try scanMultilineString(start) }
        advance()
        return try scanLineString(start, hashes: 0)
    }

    /// `#"…"#`: backslashes and quotes are plain text unless followed by as many `#` as
    /// open the literal (`\#n`, `\#(x)`). The scanner is just past the first `#`.
    private mutating func scanRawString(_ start: SourcePos) throws -> Token {
        var hashes = 1
        while peek() == "#" {
            hashes += 1
            advance()
        }
        guard peek() == "\"" else { throw ScriptError.compile("expected a string literal after '#'", at: start) }
        if peek(1) == "\"" && peek(2) == "\"" {
            throw ScriptError.compile(
                "multi-line raw string literals (#\"\"\"…\"\"\"#) are not supported in the workbook", at: start)
        }
        advance()
        return try scanLineString(start, hashes: hashes)
    }

    /// The rest of a one-line string after its opening quote; `hashes` is how many `#` the
    /// delimiters carry (0 for an ordinary string, whose every backslash escapes).
    private mutating func scanLineString(_ start: SourcePos, hashes: Int) throws -> Token {
        func delimiterFollows(after offset: Int) -> Bool {
            (0..<hashes).allSatisfy { peek(offset + $0) == "#" }
        }
        var segments: [StringSegment] = []
        var text = ""
        while true {
            guard let character = peek(), character != "\n" else {
                throw ScriptError.compile("unterminated string literal", at: start)
            }
            if character == "\"" && delimiterFollows(after: 1) {
                for _ in 0...hashes { advance() }
                break
            }
            if character == "\\" && delimiterFollows(after: 1) {
                for _ in 0..<hashes { advance() }
                if peek(1) == "(" {
                    if !text.isEmpty {
                        segments.append(.text(text))
                        text = ""
                    }
                    segments.append(try scanInterpolation())
                } else {
                    text.append(try scanEscape())
                }
                continue
            }
            text.append(character)
            advance()
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        var token = Token(kind: .string, text: "", pos: start)
        token.segments = segments
        return token
    }

    private mutating func scanEscape() throws -> Character {
        let pos = SourcePos(line: line, column: column, entry: entry)
        advance()  // backslash
        guard let character = peek() else { throw ScriptError.compile("unterminated string literal", at: pos) }
        advance()
        switch character {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\\": return "\\"
        case "\"": return "\""
        case "'": return "'"
        case "u":
            guard peek() == "{" else {
                throw ScriptError.compile("expected hexadecimal code in braces after unicode escape", at: pos)
            }
            advance()
            var hex = ""
            while let hexDigit = peek(), hexDigit.isHexDigit {
                hex.append(hexDigit)
                advance()
            }
            guard peek() == "}", let codePoint = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(codePoint) else {
                throw ScriptError.compile("invalid unicode scalar", at: pos)
            }
            advance()
            return Character(scalar)
        default:
            throw ScriptError.compile("invalid escape sequence in literal", at: pos)
        }
    }

    /// Scans `\( … )`, returning its source text for the parser to scan again.
    private mutating func scanInterpolation() throws -> StringSegment {
        let start = SourcePos(line: line, column: column, entry: entry)
        advance()
        advance()  // \(
        let inner = SourcePos(line: line, column: column, entry: entry)
        var depth = 1
        var source = ""
        while true {
            guard let character = peek() else {
                throw ScriptError.compile("unterminated string interpolation", at: start)
            }
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 {
                    advance()
                    break
                }
            }
            if character == "\"" {
                // A nested string literal: copy it verbatim, escapes included.
                source.append(character)
                advance()
                while let quoted = peek(), quoted != "\"" {
                    if quoted == "\n" { throw ScriptError.compile("unterminated string literal", at: start) }
                    source.append(quoted)
                    advance()
                    if quoted == "\\", let escaped = peek() {
                        source.append(escaped)
                        advance()
                    }
                }
                if peek() == "\"" {
                    source.append("\"")
                    advance()
                }
                continue
            }
            source.append(character)
            advance()
        }
        return .interpolation(source: source, pos: inner)
    }

    private mutating func scanMultilineString(_ start: SourcePos) throws -> Token {
        advance()
        advance()
        advance()
        // The opening delimiter must end its line.
        while let character = peek(), character == " " || character == "\t" { advance() }
        guard peek() == "\n" else {
            throw ScriptError.compile("multi-line string literal content must begin on a new line", at: start)
        }
        advance()
        // Collect raw lines (segments per line) until the closing delimiter.
        var lines: [[StringSegment]] = []
        var current: [StringSegment] = []
        var text = ""
        var indent = ""
        while true {
            guard let character = peek() else { throw ScriptError.compile("unterminated string literal", at: start) }
            if character == "\"" && peek(1) == "\"" && peek(2) == "\"" {
                // Everything on this line so far must be whitespace: the closing indentation.
                if current.isEmpty && text.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    indent = text
                    advance()
                    advance()
                    advance()
                    break
                }
                throw ScriptError.compile(
                    "multi-line string literal closing delimiter must begin on a new line",
                    at: SourcePos(line: line, column: column, entry: entry))
            }
            if character == "\n" {
                if !text.isEmpty { current.append(.text(text)) }
                lines.append(current)
                current = []
                text = ""
                advance()
                continue
            }
            if character == "\\" {
                if peek(1) == "(" {
                    if !text.isEmpty {
                        current.append(.text(text))
                        text = ""
                    }
                    current.append(try scanInterpolation())
                } else if peek(1) == "\n" {
                    throw ScriptError.compile(
                        "line continuation in multi-line strings is not supported in the workbook",
                        at: SourcePos(line: line, column: column, entry: entry))
                } else {
                    text.append(try scanEscape())
                }
                continue
            }
            text.append(character)
            advance()
        }
        var segments: [StringSegment] = []
        for (lineIndex, lineSegments) in lines.enumerated() {
            var first = true
            for seg in lineSegments {
                if first, case .text(let text) = seg {
                    segments.append(.text(text.hasPrefix(indent) ? String(text.dropFirst(indent.count)) : text))
                } else {
                    segments.append(seg)
                }
                first = false
            }
            if lineIndex < lines.count - 1 { segments.append(.text("\n")) }
        }
        if segments.isEmpty { segments.append(.text("")) }
        var token = Token(kind: .string, text: "", pos: start)
        token.segments = segments
        return token
    }
}

extension Token {
    /// True when an operator glued right after this token is postfix (`x!`, `f()?`, `a[0]!`).
    package var endsOperand: Bool {
        switch kind {
        case .identifier, .integer, .float, .string: return true
        case .keyword: return ["self", "Self", "true", "false", "nil", "super", "init"].contains(text)
        case .symbol: return text == ")" || text == "]" || text == "}" || text == "?" || text == "!" || text == ">"
        default: return false
        }
    }
}
