import Foundation
import Testing

/// Issue 35: what the learner types behaves as in a Swift file (declarations that name each
/// other, top-level code on the main actor); a language mode they chose is visible and does
/// not follow them into a lesson; a step that differs after their own experiments says so.
@Suite("REPL: held declarations, modes, experiments", .serialized)
struct ReplModesAndExperimentsTests {
    let home: TemporaryDirectory
    let lessons: String

    init() throws {
        home = try TemporaryDirectory()
        lessons = try LessonFixtures.install(in: home)
    }

    func repl(_ lines: [String]) throws -> PlainRun {
        try PlainRun.run(
            ["--lessons", lessons], stdin: lines.joined(separator: "\n") + "\n", stateHome: home.path,
            currentDirectory: home.path)
    }

    @Test("declarations that name each other, typed one entry at a time, run together")
    func declarationsNamingEachOther() throws {
        let run = try repl([
            "struct Read { let registrar: MiniRegistrar }",
            "final class MiniTracking { var reads: [Read] = [] }",
            "final class MiniRegistrar { var waiting: [MiniTracking] = [] }",
            "print(MiniRegistrar().waiting.count, MiniTracking().reads.count)",
        ])
        #expect(!run.stdout.contains("error:") && !run.stderr.contains("error:"), "\(run.stdout)\n\(run.stderr)")
        // A remark of the REPL's own: on stderr when stdin is not a terminal (see Console.remark).
        #expect(run.stderr.contains("held until `MiniRegistrar` is declared"), "\(run.stderr)")
        #expect(run.stdout.hasSuffix("0 0\n"), "\(run.stdout)")
    }

    @Test("a held declaration waits without blocking other entries; a typo's declaration typed again replaces it")
    func heldDeclarationsStepAside() throws {
        let run = try repl([
            "struct Box { let item: Itme }", "print(\"still here\")", "struct Box { let item: Int }",
            "print(Box(item: 3).item)",
        ])
        #expect(run.stderr.contains("held until `Itme` is declared: `Box`"), "\(run.stderr)")
        #expect(run.stdout.contains("still here\n"))
        #expect(run.stdout.hasSuffix("3\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("error:"))
    }

    @Test("top-level code is main-actor isolated, as in a script that awaits")
    func topLevelOnTheMainActor() throws {
        let run = try repl([
            "@MainActor final class Service { init(name: String) {} }",
            "var service: Service? = Service(name: \"stats\")",
            "print(service != nil)",
        ])
        #expect(!run.stdout.contains("error:"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("true\n"), "\(run.stdout)")
    }

    @Test(":swift 6 does not follow the learner into a lesson written for Swift 5 mode")
    func lessonModeIsRestored() throws {
        let run = try repl([":swift 6", ":open 1", ":swift"])
        #expect(run.stdout.contains("# Counting with a class  · Swift 5 mode"), "\(run.stdout)")
        #expect(run.stdout.contains("written for Swift 5 mode"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("typed lines are checked in Swift 5 mode\n"), "\(run.stdout)")
    }

    @Test("the prompt shows a language mode other than the default")
    func promptShowsTheMode() throws {
        let terminal = try PseudoTerminal(arguments: ["--lessons", lessons], stateHome: home.path)
        try terminal.waitForPrompt(after: 0, timeout: 60)
        terminal.type(":swift 6" + Key.enter)
        try terminal.waitFor("the Swift 6 prompt", timeout: 60) { $0.cursorLine == "swift 6>" }
        terminal.type(":swift 5" + Key.enter)
        try terminal.waitForPrompt(after: 1, timeout: 60)
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit(timeout: 60) == 0)
    }

    @Test("a step that differs after the learner's own lines names them as the likely cause")
    func experimentsAreNamed() throws {
        let run = try repl([":open 1", "counter.value = 5", ":next"])
        #expect(run.stdout.contains("✗ (counter.value → 6) == 1"), "\(run.stdout)")
        #expect(run.stdout.contains("since the last step"), "\(run.stdout)")
        #expect(run.stdout.contains("the likely cause"))
        #expect(run.stdout.contains(":step runs this step again"))
    }

    @Test("a plain :next in an untouched session reports no problem")
    func untouchedSessionIsClean() throws {
        let run = try repl([":open 1", ":next"])
        #expect(!run.stdout.contains("likely cause"))
        #expect(!run.stdout.contains("✗"))
        #expect(run.stdout.contains("Step 2 done"), "\(run.stdout)")
    }
}
