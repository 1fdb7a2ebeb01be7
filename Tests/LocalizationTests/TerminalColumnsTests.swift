import Testing

@testable import TextWidth

@Suite("Terminal columns of mixed Latin and CJK text")
struct TerminalColumnsTests {
    @Test func latinIsOneColumnCJKTwo() {
        #expect(TerminalColumns.width(of: "Step 3") == 6)
        #expect(TerminalColumns.width(of: "步骤 3") == 6)
        #expect(TerminalColumns.width(of: "ステップ 3 — 追跡") == 4 * 2 + 3 + 2 + 2 * 2)
        #expect(TerminalColumns.width(of: "「レジストラ」。") == 16)
        #expect(TerminalColumns.width(of: "ＡＢ") == 4)  // fullwidth Latin
        #expect(TerminalColumns.width(of: "Étape") == 5)
        #expect(TerminalColumns.width(of: "e\u{301}") == 1)  // e + combining acute
    }

    @Test func emojiShownAsPicturesAreTwoColumns() {
        #expect(TerminalColumns.width(of: "👍") == 2)
        #expect(TerminalColumns.width(of: "❤️") == 2)  // U+2764 U+FE0F
        #expect(TerminalColumns.width(of: "✓ ✗ · — ▸") == 9)  // narrow symbols the workbook prints
    }
}
