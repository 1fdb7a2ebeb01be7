import Foundation
import Testing

/// A paste at a terminal: the lines already waiting when one is entered are read ahead and
/// checked by the compiler together, as on plain stdin (`ReplPasteTests`): checked one by
/// one, a 10k-line paste took minutes.
@Suite("REPL: a paste at a terminal", .serialized)
struct TerminalPasteTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    /// The history the session wrote, a line per entry (libedit's `strvis` spaces as `\\040`).
    var savedHistory: [String] {
        let path = home.url.appendingPathComponent("state/observation-workbook/history").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().map { $0.replacingOccurrences(of: "\\040", with: " ") }
    }

    func terminal() throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", home.path], stateHome: home.path, columns: 100, rows: 80)
        try terminal.waitForPrompt(after: 0)
        // The compiler service starts with the first line typed; a paste comes later.
        try terminal.enter("let started = true")
        return terminal
    }

    @Test("the pasted lines are read together, then each runs and shows its value")
    func aPasteIsReadTogetherThenRun() throws {
        let terminal = try terminal()
        let lines = ["let v0 = 10"] + (1..<20).map { "let v\($0) = v\($0 - 1) + 1" }
        terminal.type(lines.map { $0 + Key.enter }.joined())
        try terminal.waitFor(text: "v19: Int = 29", timeout: 60)
        try terminal.waitForPrompt(after: 21)
        let text = terminal.screen.text
        for index in 0..<20 { #expect(text.contains("v\(index): Int = \(10 + index)")) }
        // Read ahead: every pasted line is on the screen before the first one's value.
        let lastLine = try #require(text.range(of: "let v19 = v18 + 1"))
        let firstValue = try #require(text.range(of: "v0: Int = 10"))
        #expect(lastLine.lowerBound < firstValue.lowerBound)
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(savedHistory == ["let started = true"] + lines)
    }

    @Test("a `:quit` inside a paste: the lines up to it are in the history, the rest never ran")
    func aQuitInsideAPasteKeepsTheLinesBeforeIt() throws {
        let terminal = try terminal()
        terminal.type(["let a1 = 1", "let a2 = a1 + 1", ":quit", "let a3 = 3"].map { $0 + Key.enter }.joined())
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.screen.text.contains("a2: Int = 2"))
        #expect(!terminal.screen.text.contains("a3: Int"))
        #expect(savedHistory == ["let started = true", "let a1 = 1", "let a2 = a1 + 1", ":quit"])
    }

    @Test("a paste's last line without its newline waits at the prompt; the lines before it run")
    func aPastesUnfinishedLastLineWaitsAtThePrompt() throws {
        let terminal = try terminal()
        terminal.type("let a = 1" + Key.enter + "let b = a + 1" + Key.enter + "let c = a + b")
        try terminal.waitFor(text: "b: Int = 2")
        try terminal.waitFor("the unfinished line at the prompt") { $0.cursorLine == "swift> let c = a + b" }
        #expect(!terminal.screen.text.contains("c: Int"))
        terminal.type(Key.enter)
        try terminal.waitFor(text: "c: Int = 3")
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }
}
