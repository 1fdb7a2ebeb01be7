/// Cuts a REPL entry into its top-level items (declarations, statements, expressions)
/// without a parser: strings, comments and brackets are skipped; an item ends at `;` or at
/// a line end where Swift would end a statement (the next line does not continue it with
/// `.member`, an operator, `else`/`catch`/`where`, and this line does not end in one).
enum TopLevelSplitter {
    struct Piece: Equatable {
        var text: String
        /// 1-based lines of the entry the piece spans.
        var firstLine: Int
        var lastLine: Int
    }

    static func split(_ source: String) -> [Piece] {
        let bytes = Array(source.utf8)
        var pieces: [Piece] = []
        var start = 0
        var line = 1
        var startLine = 1
        var depth = 0
        var index = 0

        func finish(at end: Int) {
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            let trimmed = text.trimmingWhitespace()
            if !trimmed.isEmpty {
                // The piece starts on the line of its first non-blank character.
                let leading = text.prefix { $0.isWhitespace }.filter { $0 == "\n" }.count
                pieces.append(Piece(text: trimmed, firstLine: startLine + leading, lastLine: line))
            }
        }

        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index = skipString(bytes, from: index, line: &line)
                continue
            case UInt8(ascii: "#") where startsString(bytes, index):
                index = skipString(bytes, from: index, line: &line)
                continue
            case UInt8(ascii: "/") where peek(bytes, index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where peek(bytes, index + 1) == UInt8(ascii: "*"):
                index = skipBlockComment(bytes, from: index, line: &line)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: ";") where depth == 0:
                finish(at: index)
                start = index + 1
                startLine = line
            case UInt8(ascii: "\n"):
                if depth == 0, endsStatement(bytes, pieceStart: start, newline: index) {
                    finish(at: index)
                    start = index + 1
                    startLine = line + 1
                }
                line += 1
            default: break
            }
            index += 1
        }
        finish(at: bytes.count)
        return pieces
    }

    // MARK: Statement ends

    private static let continuingWords: Set<String> = ["else", "catch", "where"]
    private static let operatorBytes = Set("+-*/%=<>&|^?:!~.,".utf8)

    private static func endsStatement(_ bytes: [UInt8], pieceStart: Int, newline: Int) -> Bool {
        let sofar = String(decoding: bytes[pieceStart..<newline], as: UTF8.self)
        if sofar.trimmingWhitespace().isEmpty { return true }
        // Only attributes so far (`@Observable` on its own line): the declaration follows.
        if TopLevelItem.strippingAttributes(sofar.trimmingWhitespace()).isEmpty { return false }
        let lastLine = sofar.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? sofar
        let trimmed = lastLine.withoutLineComment().trimmingWhitespace()
        if let last = trimmed.utf8.last, operatorBytes.contains(last), !trimmed.hasSuffix("?"), !trimmed.hasSuffix("!")
        {
            return false
        }
        // The next non-blank line.
        var index = newline + 1
        while index < bytes.count,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: "\n")
        { index += 1 }
        guard index < bytes.count else { return true }
        let next = bytes[index]
        if next == UInt8(ascii: "{") { return false }
        if next == UInt8(ascii: "/"),
            peek(bytes, index + 1) == UInt8(ascii: "/") || peek(bytes, index + 1) == UInt8(ascii: "*")
        {
            return true
        }
        if operatorBytes.contains(next), next != UInt8(ascii: "!"),
            next != UInt8(ascii: "&") || peek(bytes, index + 1) == next
        {
            return false
        }
        var word = ""
        while index < bytes.count, bytes[index].isIdentifierByte {
            word.append(Character(UnicodeScalar(bytes[index])))
            index += 1
        }
        return !continuingWords.contains(word)
    }

    // MARK: Strings and comments

    private static func peek(_ bytes: [UInt8], _ index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private static func startsString(_ bytes: [UInt8], _ index: Int) -> Bool {
        var i = index
        while peek(bytes, i) == UInt8(ascii: "#") { i += 1 }
        return peek(bytes, i) == UInt8(ascii: "\"")
    }

    /// From the opening `#…"` (or `"""`) to just after the closing delimiter; `\(…)` nests.
    static func skipString(_ bytes: [UInt8], from start: Int, line: inout Int) -> Int {
        var index = start
        var hashes = 0
        while peek(bytes, index) == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = peek(bytes, index + 1) == UInt8(ascii: "\"") && peek(bytes, index + 2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        index += quotes
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                if !multiline { return index }
            }
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(bytes, index + 1 + $0) == UInt8(ascii: "#") })
            {
                let after = index + 1 + hashes
                if peek(bytes, after) == UInt8(ascii: "(") {
                    index = skipInterpolation(bytes, from: after, line: &line)
                    continue
                }
                index = after + 1
                continue
            }
            if byte == UInt8(ascii: "\""),
                (0..<quotes).allSatisfy({ peek(bytes, index + $0) == UInt8(ascii: "\"") }),
                (0..<hashes).allSatisfy({ peek(bytes, index + quotes + $0) == UInt8(ascii: "#") })
            {
                return index + quotes + hashes
            }
            index += 1
        }
        return index
    }

    private static func skipInterpolation(_ bytes: [UInt8], from open: Int, line: inout Int) -> Int {
        var depth = 0
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsString(bytes, index)) {
                index = skipString(bytes, from: index, line: &line)
                continue
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    private static func skipBlockComment(_ bytes: [UInt8], from start: Int, line: inout Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(bytes, index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "*"), peek(bytes, index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
                continue
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        return index
    }
}

extension UInt8 {
    var isIdentifierByte: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39)
            || self == UInt8(ascii: "_") || self >= 0x80
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }

    /// The line without a trailing `// comment` (outside strings, roughly: good for line ends).
    func withoutLineComment() -> String {
        guard let range = range(of: "//") else { return self }
        let before = self[..<range.lowerBound]
        return before.filter { $0 == "\"" }.count % 2 == 0 ? String(before) : self
    }
}
