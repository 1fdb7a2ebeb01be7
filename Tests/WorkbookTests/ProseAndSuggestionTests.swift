import Testing

@testable import workbook

@Suite("Prose wrapping and suggestions")
struct ProseAndSuggestionTests {
    @Test func paragraphsReflowToTheWidth() {
        let lines = ProseWrapper.wrap("one two three four five six seven eight nine ten eleven twelve", width: 20)
        #expect(lines == ["one two three four", "five six seven eight", "nine ten eleven", "twelve"])
        #expect(lines.allSatisfy { $0.count <= 20 })
    }

    @Test func listItemsKeepTheirLinesAndHang() {
        let lines = ProseWrapper.wrap(
            "Intro text\n- first item that is long enough to wrap around\n- second", width: 24)
        #expect(lines == ["Intro text", "- first item that is", "  long enough to wrap", "  around", "- second"])
    }

    @Test func tablesAreNeverReflowed() {
        let table = "| a | b |\n|---|---|\n| 1 | 2 |"
        #expect(ProseWrapper.wrap(table, width: 20) == ["| a | b |", "|---|---|", "| 1 | 2 |"])
    }

    @Test func aWordLongerThanTheWidthStandsAlone() {
        #expect(
            ProseWrapper.wrap("a \(String(repeating: "x", count: 30)) b", width: 20)
                == ["a", String(repeating: "x", count: 30), "b"])
    }

    @Test func suggestions() {
        let commands = ["lessons", "open", "next", "back", "step", "where", "help", "hint", "quit"]
        #expect(EditDistance.suggestion(for: "nxt", among: commands) == "next")
        #expect(EditDistance.suggestion(for: "opne", among: commands) == "open")
        #expect(EditDistance.suggestion(for: "qiut", among: commands) == "quit")
        #expect(EditDistance.suggestion(for: "he", among: commands) == "help")
        #expect(EditDistance.suggestion(for: "zzzzzz", among: commands) == nil)
    }
}
