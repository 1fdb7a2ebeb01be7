import Foundation
import Testing

/// The compiler check as a person at a terminal meets it.
@Suite("REPL compiler check in a terminal", .serialized)
struct CompilerGateTerminalTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    @Test("Ctrl-C abandons a slow check; nothing ran and the session lives on")
    func ctrlCAbandonsASlowCheck() throws {
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", home.path], stateHome: home.path, environment: [:], columns: 200)
        try terminal.waitForPrompt(after: 0)
        try terminal.enter("let kept = 40")
        // On a busy machine the first check (it loads the compiler service) may say it too.
        let checking = "checking… (Ctrl-C abandons the check)"
        let saidBefore = terminal.screen.text.components(separatedBy: checking).count - 1
        // swiftc needs many seconds for this one (then gives up on it).
        terminal.type(
            "let slow = [1, 2.0, 3].map { $0 * 2 + 1 - 3 * 4 + 5.0 / 6 - 7 * 8 + 9 - 10 * 11 + 12 / 13 - 14 "
                + "+ 15 * 16 - 17 + 18 * 19 - 20 }; print(\"ran\")" + Key.enter)
        // After a second the REPL says it is still checking, and how to stop it.
        _ = try terminal.waitFor(occurrences: saidBefore + 1, of: checking)
        terminal.type(Key.ctrlC)
        try terminal.waitForPrompt(after: 2)
        #expect(terminal.screen.text.contains("check abandoned — nothing ran; the session is as it was"))
        try terminal.enter("kept + 2")
        #expect(terminal.screen.text.contains("$R0: Int = 42"))
        #expect(!terminal.screen.text.contains("\nran"))
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }
}
