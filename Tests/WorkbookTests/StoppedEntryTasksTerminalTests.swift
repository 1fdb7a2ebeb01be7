import Foundation
import Testing

/// A REPL entry that stops (Ctrl-C, a trap) ends its tasks and gives back their threads
/// before the prompt returns (issue 38): 500 suspended tasks are 500 host threads, and a
/// learner who lists the workbook's threads (`ls /proc/PID/task`) must not find them parked
/// for the rest of the session. Read from /proc, as the learner would.
@Suite("A stopped REPL entry gives back its tasks' threads", .serialized)
struct StoppedEntryTasksTerminalTests {
    static let startTasks =
        "for _ in 0..<500 { Task { try? await Task.sleep(nanoseconds: 1_000_000_000_000) } }; await Task.yield()"

    @Test("Ctrl-C while the entry spins")
    func interrupted() throws {
        try expectThreadsGiveBack(entry: "do { \(Self.startTasks); print(\"spin\" + \"ning\"); while true { } }") {
            terminal in
            try terminal.waitFor(text: "spinning", timeout: 120)
            terminal.type(Key.ctrlC)
        }
    }

    @Test("a trap in the entry")
    func trapped() throws {
        try expectThreadsGiveBack(entry: "do { \(Self.startTasks); let empty: [Int] = []; print(empty[1]) }") { _ in }
    }

    /// Enters `entry`, lets `stop` end it, and compares the workbook's threads at the next
    /// prompt with those it had before.
    func expectThreadsGiveBack(entry: String, stop: (PseudoTerminal) throws -> Void) throws {
        let home = try TemporaryDirectory()
        let terminal = try PseudoTerminal(stateHome: home.path, columns: 200, rows: 40)
        try terminal.waitForPrompt(after: 0, timeout: 60)
        // Warm: the compiler service has its threads before the count.
        try terminal.enter("let warm = 1", timeout: 120)
        let before = try threads(of: terminal.pid)
        let count = terminal.promptCount
        terminal.type(entry + Key.enter)
        try stop(terminal)
        try terminal.waitForPrompt(after: count, timeout: 120)
        let after = try threads(of: terminal.pid)
        #expect(after < before + 50, "threads: \(before) before the entry, \(after) after it stopped")
        try terminal.enter("print(\"the session goes on\")", timeout: 120)
        try terminal.waitFor(text: "the session goes on")
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit(timeout: 60) == 0)
    }

    func threads(of pid: pid_t) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").count
    }
}
