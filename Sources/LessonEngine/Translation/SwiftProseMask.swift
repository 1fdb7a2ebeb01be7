/// The parts of a Swift block a translation may change, masked so the rest can be compared
/// with the English block: the text of `//` comments (a comment-only line is dropped, so a
/// translated comment may take more or fewer lines) and the reason string of
/// `#expect(condition, "reason")`. String literals are read as such, so `"http://x"` and a
/// `"//"` inside `print` stay code.
enum SwiftProseMask {
    /// The block's lines as compared, each with its 1-based line within the block.
    static func comparableLines(_ source: String) -> [(line: Int, text: String)] {
        var scanner = Scanner(characters: Array(source))
        let pieces = scanner.code(untilClosingParenthesis: false)
        var text = ""
        var index = 0
        while index < pieces.count {
            switch pieces[index] {
            case .code(let character): text.append(character)
            case .string(let literal): text += literal
            case .comment: text.append(commentMark)
            }
            if isExpectCall(pieces, endingAt: index), let reason = reasonString(pieces, after: index) {
                // Copy up to the reason, then replace the reason itself.
                for piece in pieces[(index + 1)..<reason] {
                    switch piece {
                    case .code(let character): text.append(character)
                    case .string(let literal): text += literal
                    case .comment: text.append(commentMark)
                    }
                }
                text += "\"…\""
                index = reason
            }
            index += 1
        }
        var lines: [(line: Int, text: String)] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let hadComment = line.contains(commentMark)
            let code = line.filter { $0 != commentMark }.trimmingTrailingSpaces()
            if hadComment && code.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            lines.append((offset + 1, code))
        }
        return lines
    }

    private static let commentMark: Character = "\u{0}"

    enum Piece: Equatable {
        case code(Character)
        /// A whole string literal, delimiters included.
        case string(String)
        case comment
    }

    /// True when `pieces[...index]` ends with the code `#expect(`.
    private static func isExpectCall(_ pieces: [Piece], endingAt index: Int) -> Bool {
        let name = Array("#expect(")
        guard index + 1 >= name.count else { return false }
        for (offset, character) in name.enumerated() where pieces[index + 1 - name.count + offset] != .code(character) {
            return false
        }
        return true
    }

    /// The index of the `#expect` call's second argument when it is one string literal.
    private static func reasonString(_ pieces: [Piece], after open: Int) -> Int? {
        var depth = 1
        var index = open + 1
        while index < pieces.count {
            switch pieces[index] {
            case .code("("), .code("["): depth += 1
            case .code(")"), .code("]"):
                depth -= 1
                if depth == 0 { return nil }
            case .code(",") where depth == 1:
                var next = index + 1
                while next < pieces.count, case .code(let character) = pieces[next], character.isWhitespace {
                    next += 1
                }
                guard next < pieces.count, case .string = pieces[next] else { return nil }
                return next
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Splits Swift source into code characters, string literals (with interpolations
    /// inside them) and `//` comments.
    struct Scanner {
        let characters: [Character]
        var index = 0

        init(characters: [Character]) {
            self.characters = characters
        }

        func starts(with text: String, at position: Int) -> Bool {
            var position = position
            for character in text {
                guard position < characters.count, characters[position] == character else { return false }
                position += 1
            }
            return true
        }

        /// Code up to the end, or (inside an interpolation) up to its closing `)`, consumed.
        mutating func code(untilClosingParenthesis: Bool) -> [Piece] {
            var pieces: [Piece] = []
            var depth = 0
            while index < characters.count {
                let character = characters[index]
                if starts(with: "//", at: index) {
                    while index < characters.count, characters[index] != "\n" { index += 1 }
                    pieces.append(.comment)
                    continue
                }
                let hashes = characters[index...].prefix { $0 == "#" }.count
                if index + hashes < characters.count, characters[index + hashes] == "\"" {
                    let start = index
                    string(hashes: hashes)
                    pieces.append(.string(String(characters[start..<index])))
                    continue
                }
                if untilClosingParenthesis {
                    if character == "(" { depth += 1 }
                    if character == ")" {
                        if depth == 0 {
                            index += 1
                            return pieces
                        }
                        depth -= 1
                    }
                }
                pieces.append(.code(character))
                index += 1
            }
            return pieces
        }

        /// Consumes one string literal starting at `index` (after `hashes` `#`s).
        mutating func string(hashes: Int) {
            let closingHashes = String(repeating: "#", count: hashes)
            index += hashes
            let multiline = starts(with: "\"\"\"", at: index)
            let quote = multiline ? "\"\"\"" : "\""
            index += quote.count
            let closing = quote + closingHashes
            let escape = "\\" + closingHashes
            while index < characters.count {
                if starts(with: closing, at: index) {
                    index += closing.count
                    return
                }
                if !multiline && characters[index] == "\n" { return }
                if starts(with: escape, at: index) {
                    index += escape.count
                    if index < characters.count, characters[index] == "(" {
                        index += 1
                        _ = code(untilClosingParenthesis: true)
                    } else {
                        index += 1
                    }
                    continue
                }
                index += 1
            }
        }
    }
}
