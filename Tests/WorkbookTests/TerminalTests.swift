import Foundation
import Testing

/// End-to-end through a real pseudo-terminal: what a person at a terminal sees.
/// Serialized: each test owns a child process and a pty, and they share two cores.
@Suite("REPL in a terminal", .serialized)
struct TerminalTests {
    let home: TemporaryDirectory
    let lessons: String

    init() throws {
        home = try TemporaryDirectory()
        lessons = try LessonFixtures.install(in: home)
    }

    func start(
        _ arguments: [String] = [], columns: Int = 100, environment: [String: String] = [:]
    ) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", lessons] + arguments, stateHome: home.path,
            environment: environment, columns: columns)
        try terminal.waitForPrompt(after: 0)
        return terminal
    }

    func quit(_ terminal: PseudoTerminal) throws {
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("emacs editing keys change the line before it runs")
    func editingKeys() throws {
        let terminal = try start()
        terminal.type(":hepl")
        try terminal.enter(Key.left + Key.backspace + Key.right + "p")  // :hepl → :help
        #expect(terminal.screen.text.contains(":quit  "))
        try terminal.enter("where" + Key.ctrlA + ":" + Key.ctrlE)  // to the start and back
        #expect(terminal.screen.text.contains("No lesson is open"))
        try terminal.enter(":lessons junk" + Key.ctrlW + Key.backspace)  // delete the last word
        #expect(terminal.screen.text.contains("01-counting"))
        #expect(!terminal.screen.text.contains("takes no argument"))
        try quit(terminal)
    }

    @Test("Ctrl-C abandons the line being typed and keeps the session")
    func ctrlCClearsLine() throws {
        let terminal = try start()
        terminal.type(":hel")
        try terminal.waitFor("the typed text") { $0.cursorLine == "swift> :hel" }
        terminal.type(Key.ctrlC)
        try terminal.waitForPrompt(after: 1)
        #expect(terminal.screen.text.contains("swift> :hel^C\nswift>"))
        try terminal.enter(":where")
        #expect(terminal.screen.text.contains("No lesson is open"))
        #expect(!terminal.screen.text.contains(":quit"), "the abandoned :hel must not have run")
        terminal.type(":quit" + Key.enter)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("history is saved and recalled with ↑ after a restart")
    func historyAcrossRestarts() throws {
        do {
            let first = try start()
            try first.enter(":help trace")
            #expect(first.screen.text.contains(":trace on|off"))
            try quit(first)
        }
        let historyFile = home.url.appendingPathComponent("state/observation-workbook/history")
        #expect(FileManager.default.fileExists(atPath: historyFile.path))
        let second = try start()
        second.type(Key.up)
        try second.waitFor("the recalled line") { $0.cursorLine == "swift> :help trace" }
        try second.enter("")
        #expect(second.screen.text.contains(":trace on|off"))
        try quit(second)
    }

    @Test("a corrupt history file is reported, then replaced by a good one")
    func corruptHistory() throws {
        try home.write("state/observation-workbook/history", String(repeating: "\u{01}garbage\u{00}", count: 50))
        let terminal = try start()
        #expect(terminal.screen.text.contains("warning: could not read the history file"))
        try terminal.enter(":where")
        try quit(terminal)
        let saved = try #require(home.read("state/observation-workbook/history"))
        #expect(saved.hasPrefix("_HiStOrY_V2_\n"))
        #expect(saved.contains(":where"))
    }

    @Test("Tab completes commands, lesson names, and lists ambiguous choices")
    func tabCompletion() throws {
        let terminal = try start()
        terminal.type(":whe" + Key.tab)  // ":wh" is :where or :why
        try terminal.waitFor("completed command") { $0.cursorLine == "swift> :where" }
        try terminal.enter("")
        #expect(terminal.screen.text.contains("No lesson is open"))
        terminal.type(":open 01-c" + Key.tab)
        try terminal.waitFor("completed lesson") { $0.cursorLine == "swift> :open 01-counting" }
        terminal.type(Key.ctrlU + ":h" + Key.tab)
        try terminal.waitFor("the candidates") { screen in
            screen.visibleLines.contains { $0.contains("help") && $0.contains("hint") }
        }
        try terminal.waitFor("the line redrawn under the list") { $0.cursorLine == "swift> :h" }
        terminal.type(Key.ctrlU + ":lang zh" + Key.tab)
        try terminal.waitFor("completed language code") { $0.cursorLine == "swift> :lang zh-Hans" }
        terminal.type(Key.ctrlU)
        try terminal.waitFor("an empty line") { $0.cursorLine == "swift>" }
        try quit(terminal)
    }

    @Test("Tab completes identifiers in scope and members after a dot")
    func tabCompletesSwift() throws {
        let terminal = try start()
        try terminal.enter("final class Profile { var nickname = \"A\"; var age = 1 }")
        try terminal.enter("let myProfile = Profile()")
        terminal.type("print(myPr" + Key.tab)
        try terminal.waitFor("completed identifier") { $0.cursorLine == "swift> print(myProfile" }
        terminal.type(".ni" + Key.tab)
        try terminal.waitFor("completed member") { $0.cursorLine == "swift> print(myProfile.nickname" }
        try terminal.enter(")")
        #expect(terminal.screen.text.contains("\nA\n"))
        try quit(terminal)
    }

    @Test("an open brace asks for more lines with a continuation prompt")
    func multiLineClass() throws {
        let terminal = try start()
        terminal.type("final class Box {" + Key.enter)
        try terminal.waitFor("continuation") { $0.cursorLine == "  ...>" }
        terminal.type(Key.tab + "var value = \"{ not a brace\"" + Key.enter)  // Tab indents here
        try terminal.waitFor(occurrences: 2, of: "...>")
        #expect(terminal.screen.text.contains("  ...>     var value = \"{ not a brace\""))
        try terminal.enter("}")
        #expect(terminal.screen.text.components(separatedBy: "...>").count - 1 == 2)
        try terminal.enter("print(Box().value)")
        #expect(terminal.screen.text.contains("\n{ not a brace\n"))
        try quit(terminal)
    }

    @Test("Ctrl-C stops an endless loop; the session lives on")
    func ctrlCStopsEndlessLoop() throws {
        let terminal = try start()
        try terminal.enter("var n = 0")
        terminal.type("print(\"looping\"); while true { n += 1 }" + Key.enter)
        try terminal.waitFor(text: "\nlooping")  // the evaluation is running
        terminal.type(Key.ctrlC)
        try terminal.waitForPrompt(after: 2)
        #expect(terminal.screen.text.contains("stopped"))
        try terminal.enter("print(n > 0)")
        #expect(terminal.screen.text.contains("\ntrue\n"))
        try quit(terminal)
    }

    @Test("walking a lesson to its end: status line, wrapped prose, next lesson")
    func walkLessons() throws {
        let terminal = try start(columns: 60)
        try terminal.enter(":open 1")
        var text = terminal.screen.text
        #expect(text.contains("lesson 1/2 · step 1/2"))
        #expect(text.contains(":next for step 2/2"))
        #expect(text.contains("\nmade\n"))
        try terminal.enter(":next")
        text = terminal.screen.text
        #expect(text.contains("lesson 1/2 · step 2/2"))
        // Wrapped at 60 columns, so compare with line breaks as spaces.
        #expect(text.replacingOccurrences(of: "\n", with: " ").contains("End of the lesson. :next opens 02-prose"))
        #expect(text.contains("✓ #expect(counter.value == 1)"))
        try terminal.enter(":next")
        text = terminal.screen.text
        #expect(text.contains("lesson 2/2 · step 1/2"))
        #expect(text.contains("Step 1 done."))
        #expect(text.contains("spills onto a second line"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 60 }, "everything fits 60 columns")
        try terminal.enter(":next")
        #expect(terminal.screen.text.contains("lesson 2/2 · step 2/2"))
        try terminal.enter(":where")
        #expect(terminal.screen.text.contains("lesson 2/2 · step 2/2 — Prose only — Step 2: More reading"))
        try terminal.enter(":next")
        #expect(terminal.screen.text.contains("last step of the last lesson"))
        try quit(terminal)
    }

    @Test("the next start offers to resume where the learner left off")
    func resume() throws {
        do {
            let first = try start()
            try first.enter(":open prose")
            try first.enter(":next")
            #expect(first.screen.text.contains("lesson 2/2 · step 2/2"))
            try quit(first)
        }
        let second = try PseudoTerminal(arguments: ["--lessons", lessons], stateHome: home.path)
        try second.waitFor(text: "Resume \"Prose only\" at step 2? [Y/n]")
        second.type(Key.enter)
        try second.waitForPrompt(after: 0)
        #expect(second.screen.text.contains("lesson 2/2 · step 2/2"))
        try quit(second)
    }

    @Test("Swift typed at the resume question runs as an entry instead of being lost")
    func swiftTypedAtResumeQuestion() throws {
        do {
            let first = try start()
            try first.enter(":open prose")
            try quit(first)
        }
        let second = try PseudoTerminal(arguments: ["--lessons", lessons], stateHome: home.path)
        try second.waitFor(text: "Resume \"Prose only\" at step 1? [Y/n]")
        second.type("print(\"typed at the question\")" + Key.enter)
        try second.waitFor(text: "typed at the question\n")
        let text = second.screen.text.replacingOccurrences(of: "\n", with: " ")
        #expect(text.contains("Not a yes or no: not resuming"))
        #expect(!text.contains("lesson 2/2 · step 1/2"), "the lesson was not opened")
        try quit(second)
    }

    @Test("colour on a terminal, none with NO_COLOR")
    func colour() throws {
        let coloured = try start(environment: ["NO_COLOR": ""])
        try coloured.enter(":help")
        #expect(coloured.transcript.contains("\u{1B}[1m"))
        try quit(coloured)

        let plain = try start(environment: ["NO_COLOR": "1"])
        try plain.enter(":help")
        #expect(!plain.transcript.contains("\u{1B}[1m"))
        #expect(!plain.transcript.contains("\u{1B}[3"))
        try quit(plain)
    }
}
