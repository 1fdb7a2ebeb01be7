import SwiftLexer
import Testing

@Suite("The Swift lexer")
struct LexerTests {
    func texts(_ source: String) -> [String] {
        var lexer = Lexer(source)
        lexer.finish()
        return lexer.tokens.map { String(lexer.characters[$0.range]) }
    }

    @Test func stringPartsNameTextEscapesAndInterpolations() throws {
        var lexer = Lexer("#\"a\\n\\#t\\#(x + (1))\"#")
        lexer.finish()
        let literal = try #require(lexer.tokens.first?.literal)
        #expect(literal.hashes == 1)
        let parts = literal.parts.map { part -> String in
            switch part {
            case .text(let range): "text " + String(lexer.characters[range])
            case .escape(let range): "escape " + String(lexer.characters[range])
            case .interpolation(let range): "code " + String(lexer.characters[range])
            case .lineContinuation: "continuation"
            }
        }
        #expect(parts == ["text a\\n", "escape \\#t", "code x + (1)"])
    }

    @Test("a quote before a combining or modifier scalar closes or opens a string, as swiftc lexes code points")
    func quoteBeforeAnExtendingScalar() {
        // `"🏽"` is one grapheme cluster `"🏽` followed by `"`; swiftc reads a string holding the modifier.
        #expect(texts("s.hasSuffix(\"\u{1F3FD}\")") == ["s", ".", "hasSuffix", "(", "\"\u{1F3FD}\"", ")"])
        #expect(texts("[\"\u{301}\", \"e\"]") == ["[", "\"\u{301}\"", ",", "\"e\"", "]"])
        // A CR LF pair stays one line break; an accented letter in an identifier stays one character.
        #expect(texts("let cafe\u{301} = 1\r\nx") == ["let", "cafe\u{301}", "=", "1", "x"])
    }

    @Test func multiLineContinuationIsAPart() throws {
        var lexer = Lexer("\"\"\"\na \\  \nb\n\"\"\"")
        lexer.finish()
        let literal = try #require(lexer.tokens.first?.literal)
        #expect(literal.isMultiline)
        #expect(literal.parts.contains { if case .lineContinuation = $0 { true } else { false } })
    }

    @Test func unfinishedInputIsStateNotError() {
        var lexer = Lexer("let s = \"\"\"\nopen")
        lexer.lexAvailable()
        let openBefore = lexer.isInsideLiteralOrComment
        lexer.append("\n\"\"\"\n")
        lexer.lexAvailable()
        let openAfter = lexer.isInsideLiteralOrComment
        let last = lexer.tokens.last?.kind
        #expect(openBefore)
        #expect(!openAfter)
        #expect(last == .string)

        var comment = Lexer("/* open")
        comment.finish()
        let terminated = comment.tokens.map(\.isTerminated)
        #expect(terminated == [false])
    }

    @Test func operatorsAndPostfix() {
        #expect(texts("a?.b ?? c") == ["a", "?", ".", "b", "??", "c"])
        #expect(texts("f() -> Int") == ["f", "(", ")", "->", "Int"])
        #expect(texts("1...5 ..< x") == ["1", "...", "5", "..<", "x"])
        #expect(texts("a+/* c */b") == ["a", "+", "/* c */", "b"])
        #expect(texts("x ≠ y") == ["x", "≠", "y"])
    }

    @Test func spacesAndLines() {
        var lexer = Lexer("a\n  b c")
        lexer.finish()
        let tokens = lexer.tokens
        #expect(tokens.map(\.newlineBefore) == [false, true, false])
        #expect(tokens.map(\.spaceBefore) == [true, true, true])
        #expect(tokens.map(\.column) == [1, 3, 5])
        let place = lexer.position(of: 4)
        #expect(place.line == 2 && place.column == 3)
    }
}
