import Foundation
import Testing

/// `:deps`, `:deps variable.property` and `:why` as a person at a terminal sees them, on the
/// model of a real lesson (lesson 03, step 3: a tracking re-installed from its own onChange).
@Suite("REPL :deps and :why in a terminal", .serialized)
struct FootprintTerminalTests {
    let home: TemporaryDirectory
    let lessons = WorkbookBinary.packageRoot.appendingPathComponent("Lessons").path

    init() throws {
        home = try TemporaryDirectory()
    }

    /// What the screen shows between the prompt line of `command` (its last occurrence) and
    /// the next prompt: the command's own output, not the lesson text above it.
    func shown(after command: String, in terminal: PseudoTerminal) -> [String] {
        let text = terminal.screen.text
        guard let start = text.range(of: "swift> " + command + "\n", options: .backwards) else { return [] }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "swift>")?.lowerBound ?? rest.endIndex
        return rest[..<end].components(separatedBy: "\n").filter { !$0.isEmpty }
    }

    @Test(":deps, :deps board.home and :why on lesson 03's scoreboard")
    func depsAndWhyOnALessonModel() throws {
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", lessons], stateHome: home.path, environment: [:], columns: 160, rows: 50)
        try terminal.waitForPrompt(after: 0)
        try terminal.enter(":open 3 3")
        let site = "withObservationTracking at 03-one-shot-tracking.md:95"

        try terminal.enter(":deps")
        #expect(
            shown(after: ":deps", in: terminal) == [
                "1 tracking installed:", "└─ #5 \(site)", "   └─ Scoreboard#1.home",
            ], "\(terminal.transcript)")

        try terminal.enter(":deps board.home")
        #expect(
            shown(after: ":deps board.home", in: terminal) == [
                "Scoreboard#1.home is read by 1 tracking:", "└─ #5 \(site)",
            ])
        try terminal.enter(":deps board.away")
        #expect(
            shown(after: ":deps board.away", in: terminal) == [
                "nothing depends on Scoreboard#1.away: a change to it notifies no one"
            ])

        try terminal.enter("board.home = 20")
        try terminal.enter(":why")
        #expect(
            shown(after: ":why", in: terminal) == [
                "Scoreboard#1.home changed at <repl>:1",
                "  hit registration of tracking #5 (\(site)) → onChange ran; the tracking is cancelled (one-shot)",
            ])
        // The onChange installed the next tracking: the lesson's line, though a REPL input ran it.
        try terminal.enter(":deps")
        #expect(
            shown(after: ":deps", in: terminal) == [
                "1 tracking installed:", "└─ #6 \(site)", "   └─ Scoreboard#1.home",
            ])
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test(":why names the line of a method declared in an earlier input")
    func whyInAnEarlierInput() throws {
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", lessons], stateHome: home.path, environment: [:], columns: 160)
        try terminal.waitForPrompt(after: 0)
        try terminal.enter("@Observable final class Counter { var count = 0; func bump() { count += 1 } }")
        try terminal.enter("let counter = Counter()")
        try terminal.enter("withObservationTracking { _ = counter.count } onChange: { print(\"will change\") }")
        try terminal.enter("counter.bump()")
        try terminal.enter(":why")
        #expect(
            shown(after: ":why", in: terminal) == [
                "Counter#1.count changed at <repl>:1 (an earlier input: count += 1 } })",
                "  hit registration of tracking #1 (withObservationTracking at <repl>:1) → onChange ran; "
                    + "the tracking is cancelled (one-shot)",
            ], "\(terminal.transcript)")
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }
}
