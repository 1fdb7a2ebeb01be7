import SwiftLexer

/// The parts of a Swift block a translation may change, masked so the rest can be compared
/// with the English block: the text of `//` comments (a comment-only line is dropped, so a
/// translated comment may take more or fewer lines) and the reason string of
/// `#expect(condition, "reason")`. String literals are read as such, so `"http://x"` and a
/// `"//"` inside `print` stay code.
enum SwiftProseMask {
    /// The block's lines as compared, each with its 1-based line within the block.
    static func comparableLines(_ source: String) -> [(line: Int, text: String)] {
        let pieces = self.pieces(source)
        var text = ""
        var index = 0
        func append(_ piece: Piece) {
            switch piece {
            case .code(let character): text.append(character)
            case .string(let literal): text += literal
            case .comment: text.append(commentMark)
            }
        }
        while index < pieces.count {
            append(pieces[index])
            if isExpectCall(pieces, endingAt: index), let reason = reasonString(pieces, after: index) {
                // Copy up to the reason, then replace the reason itself.
                pieces[(index + 1)..<reason].forEach(append)
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

    /// Swift source as code characters, string literals (interpolations inside them) and
    /// `//` comments, cut by `SwiftLexer` (block comments stay code: they are not masked).
    static func pieces(_ source: String) -> [Piece] {
        var lexer = Lexer(source)
        lexer.finish()
        let characters = lexer.characters
        var pieces: [Piece] = []
        var position = 0
        for token in lexer.tokens where token.kind == .string || token.kind == .lineComment {
            pieces += characters[position..<token.start].map(Piece.code)
            pieces.append(token.kind == .string ? .string(String(characters[token.range])) : .comment)
            position = token.end
        }
        pieces += characters[position...].map(Piece.code)
        return pieces
    }
}
