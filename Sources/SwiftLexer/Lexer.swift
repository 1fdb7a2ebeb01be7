/// The one Swift lexer of the workbook: the interpreter's scanner, the compiler gate's
/// top-level splitter, the REPL's continuation check and the translation prose mask all cut
/// Swift text with it, so strings (raw, multi-line, interpolated to any depth), nested
/// block comments, numbers and identifiers are skipped by one set of rules.
///
/// Tolerant and resumable: text can be appended and lexed further (the REPL adds a line at
/// a time and never lexes a line twice); what the text ends inside (a string, a comment, an
/// interpolation, brackets) is state, not an error. `finish()` closes it as unterminated
/// tokens for readers that need every token.
public struct Lexer {
    public private(set) var characters: [Character] = []
    /// The text as UTF-8, and where each of `characters` starts in it (one more: the end), so a
    /// token's text is one copy of its bytes: building a `String` from `Character`s costs ~50× more.
    private var utf8: [UInt8] = []
    private var utf8Starts: [Int] = [0]
    /// Top-level tokens, comments included. Code inside `\( … )` is lexed to find its end
    /// but belongs to its string literal's token.
    public private(set) var tokens: [LexicalToken] = []

    private var index = 0
    private var line = 1
    private var column = 1
    private var lineStarts = [0]
    private var frames: [Frame] = []
    /// The string literals open, innermost last (a string inside an interpolation).
    private var strings: [StringFrame] = []
    /// Brackets open in code, at every interpolation depth.
    private var brackets: [Character] = []
    private var spacePending = true
    private var newlinePending = false
    /// What the last code token was, for `x?` (postfix) and `t.0.1` (no float after `.`).
    private var previousEndsOperand = false
    private var previousIsGluedDot = false
    /// The last top-level token that is not a comment, whose `spaceAfter` the next one sets.
    private var lastCodeToken: Int?

    /// How many steps lexing has taken; each moves past at least one character (but the
    /// one that ends a one-line string at its line break).
    public private(set) var steps = 0

    /// A `)`, `]` or `}` that closed nothing, or the wrong bracket, in top-level code.
    public private(set) var sawStrayCloser = false

    private enum Frame {
        case string
        case interpolation(contentStart: Int, bracketBase: Int)
        case blockComment(depth: Int, start: Int, line: Int, column: Int, space: Bool, newline: Bool)
    }

    private struct StringFrame {
        var start: Int
        var line: Int
        var column: Int
        var space: Bool
        var newline: Bool
        var isMultiline: Bool
        var hashes: Int
        var parts: [StringLiteral.Part] = []
        var textStart: Int
    }

    public init() {}

    public init(_ text: String) {
        characters = Self.lexicalCharacters(text)
        recordUTF8(of: characters[...], text)
    }

    private mutating func recordUTF8(of added: ArraySlice<Character>, _ text: String) {
        utf8.append(contentsOf: text.utf8)
        utf8Starts.reserveCapacity(utf8Starts.count + added.count)
        var offset = utf8Starts[utf8Starts.count - 1]
        for character in added {
            offset += character.utf8.count
            utf8Starts.append(offset)
        }
    }

    /// The text of `characters[range]` (a token's), as a `String`.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: utf8[utf8Starts[range.lowerBound]..<utf8Starts[range.upperBound]], as: UTF8.self)
    }

    /// The text's characters as Swift lexes them: by code point where a grapheme joins an ASCII quote,
    /// bracket or other punctuation to what follows it (`"🏽"`, `"\u{301}"` written as the accent
    /// itself): the punctuation is a delimiter of its own, the rest a character of the literal.
    static func lexicalCharacters(_ text: String) -> [Character] {
        var characters: [Character] = []
        characters.reserveCapacity(text.utf8.count)
        for character in text {
            let scalars = character.unicodeScalars
            guard scalars.count > 1, let first = scalars.first, first.isASCII, !first.properties.isAlphabetic,
                !("0"..."9").contains(first), first != "_", scalars.dropFirst().allSatisfy({ !$0.isASCII })
            else {
                characters.append(character)
                continue
            }
            characters.append(Character(first))
            var rest = String.UnicodeScalarView()
            rest.append(contentsOf: scalars.dropFirst())
            characters.append(contentsOf: String(rest))
        }
        return characters
    }

    /// Every token of `text`, an unfinished string or comment as an unterminated token.
    public static func tokens(in text: String) -> [LexicalToken] { lexed(text).tokens }

    /// A lexer that has read all of `text`: its tokens, and their texts through `text(_:)`.
    public static func lexed(_ text: String) -> Lexer {
        var lexer = Lexer(text)
        lexer.finish()
        return lexer
    }

    public mutating func append(_ text: String) {
        let added = Self.lexicalCharacters(text)
        characters.append(contentsOf: added)
        recordUTF8(of: added[...], text)
    }

    // MARK: State at the end of the text

    /// Inside a string literal, an interpolation or a block comment.
    public var isInsideLiteralOrComment: Bool { !frames.isEmpty }
    /// Brackets opened in top-level code and not closed.
    public var openBracketCount: Int { frames.isEmpty ? brackets.count : 0 }

    /// Line and column (1-based, in characters) of an offset already lexed.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    // MARK: Lexing

    /// Lexes all the text there is; what it ends inside stays open.
    public mutating func lexAvailable() {
        while index < characters.count {
            steps += 1
            switch frames.last {
            case .string?: stringStep()
            case .blockComment?: commentStep()
            case .interpolation?, nil: codeStep()
            }
        }
    }

    /// Lexes the rest and closes what is open as unterminated tokens.
    public mutating func finish() {
        lexAvailable()
        defer { if let last = lastCodeToken { tokens[last].spaceAfter = true } }
        while let frame = frames.popLast() {
            switch frame {
            case .string:
                flushText()
                closeString(contentEnd: index, delimiterLength: 0, terminated: false)
            case .interpolation(let contentStart, let bracketBase):
                brackets.removeLast(brackets.count - bracketBase)
                strings[strings.count - 1].parts.append(.interpolation(contentStart..<index))
                strings[strings.count - 1].textStart = index
            case .blockComment(_, let start, let line, let column, let space, let newline):
                if frames.isEmpty {
                    emitComment(.blockComment, start, line, column, space, newline, terminated: false)
                }
            }
        }
    }

    private func peek(_ offset: Int = 0) -> Character? {
        let position = index + offset
        return position < characters.count ? characters[position] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < characters.count {
            let character = characters[index]
            index += 1
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
                lineStarts.append(index)
            } else {
                column += 1
            }
        }
    }

    private static func isNewline(_ character: Character) -> Bool { character == "\n" || character == "\r\n" }

    // MARK: Code

    private mutating func codeStep() {
        let character = characters[index]
        if Self.isNewline(character) {
            advance()
            spacePending = true
            newlinePending = true
            return
        }
        if character == " " || character == "\t" || character == "\r"
            || (character.asciiValue == nil && character.isWhitespace)
        {
            advance()
            spacePending = true
            return
        }
        let start = index
        let startLine = line
        let startColumn = column
        if character == "/" && peek(1) == "/" {
            while let next = peek(), !Self.isNewline(next) { advance() }
            emitComment(.lineComment, start, startLine, startColumn, spacePending, newlinePending, terminated: true)
            return
        }
        if character == "/" && peek(1) == "*" {
            frames.append(
                .blockComment(
                    depth: 1, start: start, line: startLine, column: startColumn, space: spacePending,
                    newline: newlinePending))
            advance(2)
            return
        }
        var kind = LexicalToken.Kind.punctuation
        var terminated = true
        var endsOperand = false
        var gluedDot = false
        if CharacterRules.isIdentifierHead(character) || (character == "$") {
            advance()
            while let next = peek(), CharacterRules.isIdentifierCharacter(next) { advance() }
            kind = .identifier
            endsOperand = character == "$" || SwiftKeywords.endsOperand(text(start..<index))
        } else if character == "`" {
            advance()
            while let next = peek(), CharacterRules.isIdentifierCharacter(next) { advance() }
            if peek() == "`" { advance() } else { terminated = false }
            kind = .backtickIdentifier
            endsOperand = true
        } else if CharacterRules.isDecimalDigit(character) {
            scanNumber()
            kind = .number
            endsOperand = true
        } else if character == "\"" || (character == "#" && startsRawString()) {
            openString(start, startLine, startColumn)
            return
        } else if character == "#" {
            advance()
            while let next = peek(), CharacterRules.isIdentifierCharacter(next) { advance() }
            kind = .pound
        } else if character == "(" || character == "[" || character == "{" {
            advance()
            brackets.append(character)
        } else if character == ")" || character == "]" || character == "}" {
            if case .interpolation(let contentStart, let bracketBase)? = frames.last, brackets.count == bracketBase,
                character == ")"
            {
                frames.removeLast()
                strings[strings.count - 1].parts.append(.interpolation(contentStart..<index))
                advance()
                strings[strings.count - 1].textStart = index
                return
            }
            closeBracket(character)
            advance()
            endsOperand = true
        } else if character == "." {
            if let second = peek(1),
                second == "." && (peek(2) == "." || peek(2) == "<")
                    || second != "." && CharacterRules.isOperatorCharacter(second)
            {
                scanDotOperator()
                kind = .operator
            } else {
                advance()
                gluedDot = true
            }
        } else if CharacterRules.isOperatorHead(character) {
            scanOperator()
            kind = .operator
            // `x?`, `x!`, and `>` closing generic arguments (`Array<Int>?`).
            let operatorText = text(start..<index)
            endsOperand = operatorText == "?" || operatorText == "!" || operatorText == ">"
        } else {
            advance()
        }
        emit(
            LexicalToken(
                kind: kind, start: start, end: index, line: startLine, column: startColumn,
                spaceBefore: spacePending, newlineBefore: newlinePending, isTerminated: terminated))
        previousEndsOperand = endsOperand
        previousIsGluedDot = gluedDot
    }

    private mutating func closeBracket(_ closer: Character) {
        let base: Int
        if case .interpolation(_, let bracketBase)? = frames.last { base = bracketBase } else { base = 0 }
        let opener: Character = closer == ")" ? "(" : closer == "]" ? "[" : "{"
        if brackets.count > base, brackets.last == opener {
            brackets.removeLast()
        } else if frames.isEmpty {
            sawStrayCloser = true
        }
    }

    private mutating func emit(_ token: LexicalToken) {
        spacePending = false
        newlinePending = false
        guard frames.isEmpty else { return }
        if let last = lastCodeToken { tokens[last].spaceAfter = token.spaceBefore }
        lastCodeToken = tokens.count
        tokens.append(token)
    }

    private mutating func emitComment(
        _ kind: LexicalToken.Kind, _ start: Int, _ line: Int, _ column: Int, _ space: Bool, _ newline: Bool,
        terminated: Bool
    ) {
        spacePending = true
        if frames.isEmpty {
            tokens.append(
                LexicalToken(
                    kind: kind, start: start, end: index, line: line, column: column, spaceBefore: space,
                    newlineBefore: newline, isTerminated: terminated))
        }
    }

    /// `x?` and `x!` glued to an operand are postfix, one character each; `/*` and `//`
    /// inside a run start a comment; `->` is one token.
    private mutating func scanOperator() {
        let first = characters[index]
        if (first == "?" || first == "!") && !spacePending && previousEndsOperand {
            advance()
            return
        }
        var length = 0
        while let next = peek(), CharacterRules.isOperatorCharacter(next) {
            if next == "/" && length > 0 && (peek(1) == "/" || peek(1) == "*") { break }
            let isArrow = length == 1 && characters[index - 1] == "-" && next == ">"
            advance()
            length += 1
            if isArrow { break }
        }
    }

    /// `...`, `..<`, `.+.`: an operator that starts with a dot may hold more dots.
    private mutating func scanDotOperator() {
        advance()
        while let next = peek(), next == "." || CharacterRules.isOperatorCharacter(next) {
            if next == "/" && (peek(1) == "/" || peek(1) == "*") { break }
            advance()
        }
    }

    // MARK: Numbers

    /// Decimal `1_000.5e-3`, `0b1010`, `0o17`, `0xFF`, hexadecimal floats `0xC.3p0`; letters
    /// glued after the literal stay in its token. After a glued `.` (`t.0.1`) only digits.
    private mutating func scanNumber() {
        let afterDot = previousIsGluedDot && !spacePending
        if peek() == "0", let mark = peek(1), mark == "x" || mark == "o" || mark == "b" {
            advance(2)
            if mark == "x" {
                scanHexadecimalRest(afterDot: afterDot)
            }
        } else {
            while let next = peek(), CharacterRules.isDecimalDigit(next) || next == "_" { advance() }
            if !afterDot, peek() == ".", let digit = peek(1), CharacterRules.isDecimalDigit(digit) {
                advance()
                while let next = peek(), CharacterRules.isDecimalDigit(next) || next == "_" { advance() }
            }
            if !afterDot, let mark = peek(), mark == "e" || mark == "E" { scanExponent() }
        }
        while let next = peek(), CharacterRules.isIdentifierCharacter(next) { advance() }
    }

    private mutating func scanHexadecimalRest(afterDot: Bool) {
        while let next = peek(), CharacterRules.isHexDigit(next) || next == "_" { advance() }
        guard !afterDot else { return }
        if peek() == ".", let first = peek(1), CharacterRules.isHexDigit(first) {
            // `0xff.description` is a member of an integer: only a fraction that starts with
            // a decimal digit, or is followed by an exponent, makes a float.
            var length = 1
            while let next = peek(length), CharacterRules.isHexDigit(next) || next == "_" { length += 1 }
            let exponentFollows = peek(length) == "p" || peek(length) == "P"
            guard exponentFollows || CharacterRules.isDecimalDigit(first) else { return }
            advance(length)
        }
        if let mark = peek(), mark == "p" || mark == "P" { scanExponent() }
    }

    /// `e`/`p`, an optional sign and digits; left alone when no digit follows.
    private mutating func scanExponent() {
        var length = 1
        if let sign = peek(1), sign == "+" || sign == "-" { length = 2 }
        guard let digit = peek(length), CharacterRules.isDecimalDigit(digit) else { return }
        advance(length)
        while let next = peek(), CharacterRules.isDecimalDigit(next) || next == "_" { advance() }
    }

    // MARK: Strings

    private func startsRawString() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    private mutating func openString(_ start: Int, _ startLine: Int, _ startColumn: Int) {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            advance()
        }
        let multiline = peek(1) == "\"" && peek(2) == "\""
        advance(multiline ? 3 : 1)
        strings.append(
            StringFrame(
                start: start, line: startLine, column: startColumn, space: spacePending, newline: newlinePending,
                isMultiline: multiline, hashes: hashes, textStart: index))
        frames.append(.string)
    }

    private func hashesFollow(_ offset: Int, _ count: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == "#" }
    }

    private mutating func flushText() {
        let textStart = strings[strings.count - 1].textStart
        if textStart < index { strings[strings.count - 1].parts.append(.text(textStart..<index)) }
    }

    private mutating func stringStep() {
        let frame = strings[strings.count - 1]
        let character = characters[index]
        if character == "\\" && hashesFollow(1, frame.hashes) {
            flushText()
            let escapeStart = index
            let after = 1 + frame.hashes
            if peek(after) == "(" {
                advance(after + 1)
                frames.append(.interpolation(contentStart: index, bracketBase: brackets.count))
                previousEndsOperand = false
                previousIsGluedDot = false
                spacePending = true
                return
            }
            if frame.isMultiline {
                var offset = after
                while let next = peek(offset), next == " " || next == "\t" { offset += 1 }
                if let next = peek(offset), Self.isNewline(next) {
                    advance(offset + 1)
                    strings[strings.count - 1].parts.append(.lineContinuation(escapeStart..<index))
                    strings[strings.count - 1].textStart = index
                    return
                }
            }
            advance(after)
            if peek() == "u" && peek(1) == "{" {
                advance(2)
                while let next = peek(), CharacterRules.isHexDigit(next) { advance() }
                if peek() == "}" { advance() }
            } else if let next = peek(), !Self.isNewline(next) {
                advance()
            }
            strings[strings.count - 1].parts.append(.escape(escapeStart..<index))
            strings[strings.count - 1].textStart = index
            return
        }
        if character == "\"" {
            let quotes = frame.isMultiline ? 3 : 1
            if (0..<quotes).allSatisfy({ peek($0) == "\"" }) && hashesFollow(quotes, frame.hashes) {
                flushText()
                frames.removeLast()
                closeString(contentEnd: index, delimiterLength: quotes + frame.hashes, terminated: true)
                return
            }
        }
        if Self.isNewline(character) && !frame.isMultiline {
            flushText()
            frames.removeLast()
            closeString(contentEnd: index, delimiterLength: 0, terminated: false)
            return
        }
        advance()
    }

    /// Ends the innermost string (its frame already removed); a top-level one is a token.
    private mutating func closeString(contentEnd: Int, delimiterLength: Int, terminated: Bool) {
        advance(delimiterLength)
        let frame = strings.removeLast()
        guard frames.isEmpty else { return }
        var token = LexicalToken(
            kind: .string, start: frame.start, end: index, line: frame.line, column: frame.column,
            spaceBefore: frame.space, newlineBefore: frame.newline, isTerminated: terminated)
        token.literal = StringLiteral(
            isMultiline: frame.isMultiline, hashes: frame.hashes, parts: frame.parts, contentEnd: contentEnd)
        emit(token)
        previousEndsOperand = true
        previousIsGluedDot = false
    }

    // MARK: Block comments

    private mutating func commentStep() {
        guard case .blockComment(let depth, let start, let line, let column, let space, let newline)? = frames.last
        else { return }
        if characters[index] == "/" && peek(1) == "*" {
            frames[frames.count - 1] = .blockComment(
                depth: depth + 1, start: start, line: line, column: column, space: space, newline: newline)
            advance(2)
        } else if characters[index] == "*" && peek(1) == "/" {
            advance(2)
            if depth == 1 {
                frames.removeLast()
                emitComment(.blockComment, start, line, column, space, newline, terminated: true)
            } else {
                frames[frames.count - 1] = .blockComment(
                    depth: depth - 1, start: start, line: line, column: column, space: space, newline: newline)
            }
        } else {
            if Self.isNewline(characters[index]) { newlinePending = true }
            advance()
        }
    }
}
