import Foundation
import Testing

/// Chinese and Japanese typed at a real pseudo-terminal: libedit must move the cursor by two
/// columns over a wide character, delete whole characters, and recall them from history.
/// `ja_JP.UTF-8` is what a Japanese learner has; where the machine lacks that locale the editor
/// falls back to C.UTF-8, and editing must still work (this test covers both).
@Suite("Wide characters at the terminal", .serialized)
struct WideCharacterTerminalTests {
    let home: TemporaryDirectory
    let lessons: String

    init() throws {
        home = try TemporaryDirectory()
        lessons = try LessonFixtures.install(in: home)
    }

    func start(locale: String) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", lessons], stateHome: home.path, environment: ["LANG": locale], columns: 80)
        try terminal.waitForPrompt(after: 0)
        return terminal
    }

    @Test("cursor movement and deletion over Chinese characters", arguments: ["C.UTF-8", "ja_JP.UTF-8"])
    func chineseEditing(locale: String) throws {
        let terminal = try start(locale: locale)
        terminal.type("print(\"追踪中\")")
        try terminal.waitFor("the typed line") { $0.cursorLine == "swift> print(\"追踪中\")" }
        // "swift> " 7 + `print("` 7 + three characters of two columns + `")` 2.
        #expect(terminal.screen.cursorColumn == 7 + 7 + 6 + 2)
        terminal.type(Key.left + Key.left)
        try terminal.waitFor("the cursor after 中") { $0.cursorColumn == 7 + 7 + 6 }
        terminal.type(Key.backspace)  // deletes 中, the whole character
        try terminal.waitFor("中 deleted") { $0.cursorLine == "swift> print(\"追踪\")" && $0.cursorColumn == 7 + 7 + 4 }
        terminal.type(Key.left)  // over 踪: two columns
        try terminal.waitFor("the cursor before 踪") { $0.cursorColumn == 7 + 7 + 2 }
        terminal.type("注册器")
        try terminal.waitFor("inserted in the middle") { $0.cursorLine == "swift> print(\"追注册器踪\")" }
        try terminal.enter("")
        #expect(terminal.screen.text.contains("\n追注册器踪\n"))
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("Japanese in history: recalled, edited at the end and run", arguments: ["C.UTF-8", "ja_JP.UTF-8"])
    func japaneseHistory(locale: String) throws {
        let terminal = try start(locale: locale)
        try terminal.enter("let greeting = \"こんにちは\"")
        try terminal.enter("print(greeting + \"、レジストラ\")")
        #expect(terminal.screen.text.contains("\nこんにちは、レジストラ\n"))
        terminal.type(Key.up)
        try terminal.waitFor("the recalled line") { $0.cursorLine == "swift> print(greeting + \"、レジストラ\")" }
        terminal.type(Key.left + Key.left + String(repeating: Key.backspace, count: 5))
        try terminal.waitFor("レジストラ deleted") { $0.cursorLine == "swift> print(greeting + \"、\")" }
        #expect(terminal.screen.cursorColumn == 7 + "print(greeting + \"".count + 2)
        terminal.type("追跡" + Key.ctrlE)
        try terminal.waitFor("the cursor at the end") {
            $0.cursorLine == "swift> print(greeting + \"、追跡\")" && $0.cursorColumn == 7 + 18 + 6 + 2
        }
        try terminal.enter("")
        #expect(terminal.screen.text.contains("\nこんにちは、追跡\n"))
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
        let history = try #require(home.read("state/observation-workbook/history"))
        #expect(history.contains("追跡") || history.contains("\\350"), "the edited line is in the history file")
    }

    @Test("the banner and :help in Japanese wrap at 80 columns without cutting a character")
    func japaneseHelpWraps() throws {
        let terminal = try start(locale: "ja_JP.UTF-8")
        #expect(terminal.screen.text.contains(":lessons でレッスン一覧を表示します。"))
        try terminal.enter(":help lang")
        #expect(terminal.screen.text.contains("workbook の表示言語と選択肢を表示します。"))
        for line in terminal.screen.text.split(separator: "\n") {
            #expect(!line.hasPrefix("。") && !line.hasPrefix("、"), "no line starts with closing punctuation: \(line)")
        }
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }
}
