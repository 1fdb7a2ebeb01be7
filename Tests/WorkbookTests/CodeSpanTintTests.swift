import Testing

@testable import workbook

/// Issue 35: with colour on, a code span that wrapping cut across two lines lost its opening
/// backtick (each line was tinted on its own, and a line's last, unclosed span was dropped).
@Suite("Code spans tinted across wrapped lines")
struct CodeSpanTintTests {
    /// The text with the terminal's colour codes taken out.
    static func plain(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}[36m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
    }

    @Test func aSpanCutByALineBreakKeepsBothBackticks() {
        let lines = ["read `x` and then `board.away", "inside` the closure"]
        let tinted = CodeSpanTint.lines(lines, style: Style(enabled: true))
        #expect(tinted.map(Self.plain) == lines)
        #expect(tinted[0].hasSuffix("\u{1B}[36m`board.away\u{1B}[0m"), "the open span is tinted to the line's end")
        #expect(tinted[1].hasPrefix("\u{1B}[36minside`\u{1B}[0m"), "and carries on into the next line")
    }

    @Test func withoutColourTheLinesAreUntouched() {
        let lines = ["a `b", "c` d"]
        #expect(CodeSpanTint.lines(lines, style: Style(enabled: false)) == lines)
    }
}
