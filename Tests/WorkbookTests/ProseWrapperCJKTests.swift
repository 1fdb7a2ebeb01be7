import Testing
import TextWidth

@testable import workbook

@Suite("Prose wrapping of Chinese, Japanese and mixed text")
struct ProseWrapperCJKTests {
    func widths(_ lines: [String]) -> [Int] { lines.map { TerminalColumns.width(of: $0) } }

    @Test("Chinese without spaces breaks between characters, two columns each")
    func chineseBreaksBetweenCharacters() {
        let lines = ProseWrapper.wrap("每次修改都会通知注册器，注册器再通知每一个追踪。", width: 20)
        #expect(lines == ["每次修改都会通知注册", "器，注册器再通知每一", "个追踪。"])
        #expect(widths(lines).allSatisfy { $0 <= 20 })
    }

    @Test("closing punctuation never starts a line; opening punctuation never ends one")
    func kinsoku() {
        // At width 20 the eleventh character is 。: it goes down with the character before it.
        let lines = ProseWrapper.wrap("一二三四五六七八九十。次です", width: 20)
        #expect(lines == ["一二三四五六七八九", "十。次です"])
        let opening = ProseWrapper.wrap("一二三四五六七八九「十」", width: 20)
        #expect(opening == ["一二三四五六七八九", "「十」"])
        for line in lines + opening {
            #expect(!["。", "、", "」", "）"].contains(line.first.map(String.init)), "\(line)")
            #expect(!["「", "（"].contains(line.last.map(String.init)), "\(line)")
        }
    }

    @Test("mixed Japanese and Latin: Latin words stay whole, widths are columns")
    func mixedText() {
        let text = "withObservationTracking は一度だけ onChange を呼びます。もう一度観測するには再登録します。"
        let lines = ProseWrapper.wrap(text, width: 30)
        #expect(widths(lines).allSatisfy { $0 <= 30 }, "\(lines)")
        #expect(lines.contains { $0.contains("withObservationTracking") })
        #expect(lines.contains { $0.contains("onChange") })
        #expect(lines.joined().replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
    }

    @Test("a CJK sentence broken across source lines joins up without a space")
    func sourceLineBreaksJoin() {
        #expect(ProseWrapper.wrap("注册器会通知\n每一个追踪。", width: 80) == ["注册器会通知每一个追踪。"])
        #expect(ProseWrapper.wrap("Le registrar\nnotifie", width: 80) == ["Le registrar notifie"])
        #expect(ProseWrapper.wrap("の中では、\nobservable な読み取り", width: 80) == ["の中では、observable な読み取り"])
        #expect(ProseWrapper.wrap("在\nSwiftUI 之外", width: 80) == ["在 SwiftUI 之外"])
    }

    @Test("list items hang under CJK text by columns")
    func listItems() {
        let lines = ProseWrapper.wrap("- 追踪只触发一次，之后必须重新安装才能继续观察", width: 24)
        #expect(lines.first?.hasPrefix("- ") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
        #expect(widths(lines).allSatisfy { $0 <= 24 }, "\(lines)")
    }

    @Test("column widths agree with glibc's wcwidth, which libedit and terminals use")
    func agreesWithWcwidth() {
        let samples: [Unicode.Scalar] = [
            "A", "é", "—", "·", "✓", "▸", "追", "跡", "の", "ア", "。", "、", "「", "」", "（", "）", "，", "ー",
            "가", "Ａ", "👍", "😀", "\u{3000}", "\u{301}",
        ]
        for scalar in samples {
            #expect(
                TerminalColumns.width(of: scalar) == SystemWidth.columns(scalar),
                "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }
}
