import Foundation
import Testing

/// Hostile input at a real terminal: non-ASCII typed at the prompt, two workbooks
/// sharing one history file.
@Suite("Hostile input in a terminal", .serialized)
struct HostileTerminalTests {
    let home: TemporaryDirectory
    let lessons: String
    var historyPath: String { home.url.appendingPathComponent("state/observation-workbook/history").path }

    init() throws {
        home = try TemporaryDirectory()
        lessons = try LessonFixtures.install(in: home)
    }

    func start(environment: [String: String] = [:]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", lessons], stateHome: home.path, environment: environment)
        try terminal.waitForPrompt(after: 0)
        return terminal
    }

    func quit(_ terminal: PseudoTerminal) throws {
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }

    static let text = "é 日本 👍 — ← →"

    @Test("non-ASCII typed at the prompt runs as typed and is kept in the history (LANG=C.UTF-8)")
    func nonASCIIAtThePrompt() throws {
        do {
            let terminal = try start(environment: ["LANG": "C.UTF-8"])
            try terminal.enter("let s = \"\(Self.text)\"")
            try terminal.enter(
                "print(s == \"\\u{e9} \\u{65e5}\\u{672c} \\u{1f44d} \\u{2014} \\u{2190} \\u{2192}\", s.count)")
            _ = try terminal.waitFor(text: "true 12")
            try quit(terminal)
        }
        // The history holds the line as typed: recalled in a new session, it runs the same.
        let again = try start(environment: ["LANG": "C.UTF-8"])
        again.type(Key.up + Key.up)
        try again.enter("")
        try again.enter("print(s.count, s == \"\\u{e9} \\u{65e5}\\u{672c} \\u{1f44d} \\u{2014} \\u{2190} \\u{2192}\")")
        _ = try again.waitFor(text: "12 true")
        try quit(again)
    }

    @Test("a history file that cannot be read is kept aside, never overwritten")
    func unreadableHistoryKept() throws {
        let garbage = String(repeating: "\u{01}garbage\u{00}", count: 50)
        try home.write("state/observation-workbook/history", garbage)
        let terminal = try start()
        #expect(terminal.screen.text.contains("warning: could not read the history file"))
        try terminal.enter(":where")
        try quit(terminal)
        #expect(try String(contentsOfFile: historyPath + ".unreadable", encoding: .utf8) == garbage)
        #expect(try String(contentsOfFile: historyPath, encoding: .utf8).contains(":where"))
    }

    /// State-fuzzer findings: a valid header, then a line libedit never writes (a NUL byte; a
    /// backslash that starts no escape). libedit read past its buffer on both; now they are
    /// refused like any unreadable history.
    static let damagedHistories = [
        "_HiStOrY_V2_\nprint(1" + String(repeating: "\u{00}", count: 40) + ")\nlet\\040x\n",
        "_HiStOrY_V2_\nlesson\\\u{8e}\u{8e}\u{8e}:1\n",
    ]

    @Test(
        "a history file with a line libedit never writes is kept aside, not handed to libedit (fuzz findings)",
        arguments: damagedHistories)
    func damagedHistoryKept(damaged: String) throws {
        try home.write("state/observation-workbook/history", damaged)
        let terminal = try start()
        #expect(terminal.screen.text.contains("warning: could not read the history file"))
        try terminal.enter(":where")
        try quit(terminal)
        #expect(try String(contentsOfFile: historyPath + ".unreadable", encoding: .utf8) == damaged)
        #expect(try String(contentsOfFile: historyPath, encoding: .utf8).contains(":where"))
    }

    @Test("two workbooks sharing a history file both keep their lines")
    func twoSessionsShareHistory() throws {
        let first = try start()
        let second = try start()
        try second.enter("let fromSecond = 2")
        try quit(second)
        try first.enter("let fromFirst = 1")
        try quit(first)
        let saved = try String(contentsOfFile: historyPath, encoding: .utf8)
        #expect(saved.contains("fromSecond"))
        #expect(saved.contains("fromFirst"))
    }
}
