import SwiftLexer

// Scanner: source text → the parser's tokens. `SwiftLexer` cuts the text (the workbook's one
// set of rules for strings, comments, numbers, identifiers and operators); this file gives
// each token its value (escapes, interpolations, multi-line indentation, numbers) and its
// place, and raises swiftc's errors for what the lexer left unfinished or malformed.

package struct Scanner {
    private let source: String
    private let start: SourcePos
    private var lexer = Lexer()

    package init(_ source: String, start: SourcePos = SourcePos(line: 1, column: 1)) {
        self.source = source
        self.start = start
    }

    package static let operatorChars: Set<Character> = [
        "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?",
    ]

    package mutating func scan() throws -> [Token] {
        lexer = Lexer(source)
        lexer.finish()
        var tokens: [Token] = []
        tokens.reserveCapacity(lexer.tokens.count + 1)
        for lexical in lexer.tokens {
            guard var token = try token(for: lexical) else { continue }
            token.spaceBefore = lexical.spaceBefore
            token.spaceAfter = lexical.spaceAfter
            token.newlineBefore = lexical.newlineBefore
            token.offset = lexical.start
            token.endOffset = lexical.end
            tokens.append(token)
        }
        let end = lexer.characters.count
        var eof = Token(kind: .eof, text: "", pos: position(of: end))
        eof.spaceBefore = true
        eof.newlineBefore = true
        eof.offset = end
        eof.endOffset = end
        tokens.append(eof)
        return tokens
    }

    // MARK: Places

    private func position(line: Int, column: Int) -> SourcePos {
        line == 1
            ? SourcePos(line: start.line, column: start.column + column - 1, entry: start.entry)
            : SourcePos(line: start.line + line - 1, column: column, entry: start.entry)
    }

    private func position(of offset: Int) -> SourcePos {
        let place = lexer.position(of: offset)
        return position(line: place.line, column: place.column)
    }

    private func text(_ range: Range<Int>) -> String { lexer.text(range) }

    /// The scanned text between two token offsets (empty where they do not make a range).
    package func text(from start: Int, to end: Int) -> String {
        guard start < end, end <= lexer.characters.count else { return "" }
        return lexer.text(start..<end)
    }

    // MARK: Tokens

    private func token(for lexical: LexicalToken) throws -> Token? {
        let pos = position(line: lexical.line, column: lexical.column)
        let text = text(lexical.range)
        switch lexical.kind {
        case .lineComment:
            return nil
        case .blockComment:
            if !lexical.isTerminated { throw ScriptError.compile("unterminated '/*' comment", at: pos) }
            return nil
        case .identifier:
            let isKeyword = swiftKeywords.contains(text) && !contextualKeywords.contains(text)
            return Token(kind: isKeyword ? .keyword : .identifier, text: text, pos: pos)
        case .backtickIdentifier:
            guard lexical.isTerminated, text.count >= 2 else {
                throw ScriptError.compile("expected '`' to end the identifier", at: pos)
            }
            return Token(kind: .identifier, text: String(text.dropFirst().dropLast()), pos: pos)
        case .number:
            return try number(text, at: pos)
        case .string:
            guard lexical.isTerminated, let literal = lexical.literal else {
                throw ScriptError.compile("unterminated string literal", at: pos)
            }
            var token = Token(kind: .string, text: "", pos: pos)
            token.segments =
                literal.isMultiline
                ? try multilineSegments(literal, at: pos) : try lineSegments(literal.parts, hashes: literal.hashes)
            return token
        case .pound:
            if text == "#" { throw ScriptError.compile("expected an identifier after '#'", at: pos) }
            return Token(kind: .pound, text: text, pos: pos)
        case .operator:
            // A Unicode operator (`≈`) nobody declared is refused once the parser knows the
            // entry's declarations (`OperatorTable.absorbDeclarations`).
            return Token(kind: .symbol, text: text, pos: pos)
        case .punctuation:
            guard let character = text.first, "(){}[],:;@\\.".contains(character) else {
                throw ScriptError.compile("invalid character '\(text)' in source", at: pos)
            }
            return Token(kind: .symbol, text: text, pos: pos)
        }
    }

    // MARK: Numbers

    /// `text` is the lexer's whole literal, letters glued to it included (named as bad digits).
    private func number(_ text: String, at pos: SourcePos) throws -> Token {
        let characters = Array(text)
        func badDigit(at offset: Int, _ message: String) -> ScriptError {
            .compile(message, at: SourcePos(line: pos.line, column: pos.column + offset, entry: pos.entry))
        }
        if characters.count > 2, characters[0] == "0", let radix = ["x": 16, "o": 8, "b": 2][characters[1]] {
            let body = characters[2...]
            if radix == 16, body.contains(where: { $0 == "p" || $0 == "P" || $0 == "." }) {
                return try hexadecimalFloat(text, at: pos, badDigit: badDigit)
            }
            for (offset, digit) in zip(body.indices, body)
            where digit != "_" && digit.hexDigitValue.map({ $0 >= radix }) ?? true {
                let name =
                    radix == 16
                    ? "hexadecimal digit (0-9, A-F)" : radix == 8 ? "octal digit (0-7)" : "binary digit (0 or 1)"
                throw badDigit(at: offset, "'\(digit)' is not a valid \(name) in integer literal")
            }
            let digits = String(body.filter { $0 != "_" })
            guard let value = UInt64(digits, radix: radix) else {
                throw ScriptError.compile("'\(digits)' is not a valid integer literal", at: pos)
            }
            return Self.integerToken(value, text: digits, at: pos)
        }
        var digits = ""
        var index = 0
        var isFloat = false
        func takeDigits() {
            while index < characters.count, characters[index].isASCII,
                characters[index].isNumber || characters[index] == "_"
            {
                if characters[index] != "_" { digits.append(characters[index]) }
                index += 1
            }
        }
        takeDigits()
        if index + 1 < characters.count, characters[index] == ".", characters[index + 1].isNumber {
            isFloat = true
            digits.append(".")
            index += 1
            takeDigits()
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var exponent = index + 1
            if exponent < characters.count, characters[exponent] == "+" || characters[exponent] == "-" { exponent += 1 }
            if exponent < characters.count, characters[exponent].isNumber {
                isFloat = true
                digits += "e" + String(characters[(index + 1)..<exponent])
                index = exponent
                takeDigits()
            }
        }
        if index < characters.count {
            throw badDigit(at: index, "'\(characters[index])' is not a valid digit in integer literal")
        }
        if isFloat {
            var token = Token(kind: .float, text: digits, pos: pos)
            token.doubleValue = Double(digits) ?? 0
            return token
        }
        guard let value = UInt64(digits) else {
            throw ScriptError.compile("integer literal '\(digits)' overflows when stored into 'Int'", at: pos)
        }
        return Self.integerToken(value, text: digits, at: pos)
    }

    /// `0xC.3p0`, `0x1p-2`: the hexadecimal digits (with an optional fraction) times 2 to the
    /// exponent, as Swift reads it.
    private func hexadecimalFloat(
        _ text: String, at pos: SourcePos, badDigit: (Int, String) -> ScriptError
    ) throws -> Token {
        let characters = Array(text)
        var index = 2
        var mantissa = ""
        while index < characters.count,
            characters[index].isHexDigit || characters[index] == "_" || characters[index] == "."
        {
            if characters[index] != "_" { mantissa.append(characters[index]) }
            index += 1
        }
        guard index < characters.count, characters[index] == "p" || characters[index] == "P" else {
            throw badDigit(index, "hexadecimal floating point literal must end with an exponent")
        }
        index += 1
        var exponent = ""
        if index < characters.count, characters[index] == "+" || characters[index] == "-" {
            exponent.append(characters[index])
            index += 1
        }
        while index < characters.count, characters[index].isASCII,
            characters[index].isNumber || characters[index] == "_"
        {
            if characters[index] != "_" { exponent.append(characters[index]) }
            index += 1
        }
        if index < characters.count {
            throw badDigit(index, "'\(characters[index])' is not a valid digit in floating point exponent")
        }
        let normalized = "0x" + mantissa + "p" + exponent
        guard let value = Double(normalized) else {
            throw ScriptError.compile("'\(text)' is not a valid floating point literal", at: pos)
        }
        var token = Token(kind: .float, text: normalized, pos: pos)
        token.doubleValue = value
        return token
    }

    /// An integer literal's token: above `Int.max` it keeps the wide value, which typed lowering
    /// lets through only where a `UInt64`, `UInt`, `Double` or `Float` takes it.
    private static func integerToken(_ value: UInt64, text: String, at start: SourcePos) -> Token {
        var token = Token(kind: .integer, text: text, pos: start)
        if let narrow = Int(exactly: value) { token.intValue = narrow } else { token.wideIntValue = value }
        return token
    }

    // MARK: Strings

    /// A one-line literal's segments: text with its escapes decoded, and interpolations.
    private func lineSegments(_ parts: [StringLiteral.Part], hashes: Int) throws -> [StringSegment] {
        var segments: [StringSegment] = []
        var text = ""
        for part in parts {
            switch part {
            case .text(let range), .lineContinuation(let range):
                text += self.text(range)
            case .escape(let range):
                text.append(try escape(range, hashes: hashes))
            case .interpolation(let range):
                if !text.isEmpty {
                    segments.append(.text(text))
                    text = ""
                }
                segments.append(.interpolation(source: self.text(range), pos: position(of: range.lowerBound)))
            }
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return segments
    }

    /// `\n`, `\#t` (in a raw literal), `\u{1F600}`: the character it stands for.
    private func escape(_ range: Range<Int>, hashes: Int) throws -> Character {
        let pos = position(of: range.lowerBound)
        let characters = lexer.characters[range]
        let letterIndex = range.lowerBound + 1 + hashes
        guard letterIndex < range.upperBound else { throw ScriptError.compile("unterminated string literal", at: pos) }
        switch characters[letterIndex] {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\\": return "\\"
        case "\"": return "\""
        case "'": return "'"
        case "u":
            let rest = characters[(letterIndex + 1)...]
            guard rest.first == "{" else {
                throw ScriptError.compile("expected hexadecimal code in braces after unicode escape", at: pos)
            }
            let hex = String(rest.dropFirst().prefix { $0.isHexDigit })
            guard rest.last == "}", rest.count == hex.count + 2, let code = UInt32(hex, radix: 16),
                let scalar = Unicode.Scalar(code)
            else {
                throw ScriptError.compile("invalid unicode scalar", at: pos)
            }
            return Character(scalar)
        default:
            throw ScriptError.compile("invalid escape sequence in literal", at: pos)
        }
    }

    /// A `"""` literal: content from the line after the opening delimiter; the closing
    /// delimiter's indentation removed from every line; a `\` at a line's end joins it to the
    /// next.
    private func multilineSegments(_ literal: StringLiteral, at pos: SourcePos) throws -> [StringSegment] {
        var parts = literal.parts[...]
        // The opening delimiter must end its line.
        guard case .text(let first)? = parts.first,
            let newline = lexer.characters[first].firstIndex(where: { $0 != " " && $0 != "\t" }),
            lexer.characters[newline] == "\n"
        else {
            throw ScriptError.compile("multi-line string literal content must begin on a new line", at: pos)
        }
        parts.removeFirst()
        if newline + 1 < first.upperBound {
            parts.insert(.text((newline + 1)..<first.upperBound), at: parts.startIndex)
        }

        var lines: [(segments: [StringSegment], continued: Bool)] = []
        var current: [StringSegment] = []
        var text = ""
        var lastContinuation: Int?
        func endLine(continued: Bool) {
            if !text.isEmpty { current.append(.text(text)) }
            lines.append((current, continued))
            current = []
            text = ""
        }
        for part in parts {
            switch part {
            case .text(let range):
                for character in lexer.characters[range] {
                    if character == "\n" { endLine(continued: false) } else { text.append(character) }
                }
            case .escape(let range):
                text.append(try escape(range, hashes: literal.hashes))
            case .lineContinuation(let range):
                endLine(continued: true)
                lastContinuation = range.lowerBound
            case .interpolation(let range):
                if !text.isEmpty {
                    current.append(.text(text))
                    text = ""
                }
                current.append(.interpolation(source: self.text(range), pos: position(of: range.lowerBound)))
            }
        }
        // What precedes the closing delimiter on its line must be blank: the indentation.
        guard current.isEmpty, text.allSatisfy({ $0 == " " || $0 == "\t" }) else {
            throw ScriptError.compile(
                "multi-line string literal closing delimiter must begin on a new line",
                at: position(of: literal.contentEnd))
        }
        if lines.last?.continued == true, let lastContinuation {
            throw ScriptError.compile(
                "escaped newline at the last line is not allowed", at: position(of: lastContinuation))
        }
        let indent = text
        var segments: [StringSegment] = []
        for (lineIndex, line) in lines.enumerated() {
            for (segmentIndex, segment) in line.segments.enumerated() {
                if segmentIndex == 0, case .text(let text) = segment {
                    segments.append(.text(text.hasPrefix(indent) ? String(text.dropFirst(indent.count)) : text))
                } else {
                    segments.append(segment)
                }
            }
            if lineIndex < lines.count - 1 && !line.continued { segments.append(.text("\n")) }
        }
        if segments.isEmpty { segments.append(.text("")) }
        return segments
    }
}
