import Foundation
import Testing

/// Ctrl-D at the prompt ends the REPL promptly, whatever the open lesson left behind (tasks,
/// `Observations` loops, mounted views, a loaded compiler service): the learner's terminal
/// is theirs again within seconds, never left hanging.
@Suite("Ctrl-D in a lesson", .serialized)
struct EndOfInputTerminalTests {
    static let lessonsFolder = WorkbookBinary.packageRoot.appendingPathComponent("Lessons")

    @Test("Ctrl-D after :open, a typed line and :next exits", arguments: ["04", "05", "06", "10", "11"])
    func endsAfterSteps(_ lesson: String) throws {
        let home = try TemporaryDirectory()
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", Self.lessonsFolder.path], stateHome: home.path, columns: 120, rows: 40)
        try terminal.waitForPrompt(after: 0, timeout: 60)
        try terminal.enter(":open \(lesson)", timeout: 120)
        try terminal.enter("let typedByTheLearner = 6 * 7", timeout: 120)
        try terminal.enter(":next", timeout: 120)
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit(timeout: 60) == 0)
    }
}
