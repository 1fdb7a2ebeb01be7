import Foundation
import Testing

/// The REPL scripted through stdin (not a terminal): every command, and garbage.
@Suite("REPL on plain stdin", .serialized)
struct ReplPlainInputTests {
    let home: TemporaryDirectory
    let lessons: String

    init() throws {
        home = try TemporaryDirectory()
        lessons = try LessonFixtures.install(in: home)
    }

    func repl(_ input: String) throws -> PlainRun {
        try PlainRun.run(["--lessons", lessons], stdin: input, stateHome: home.path, currentDirectory: home.path)
    }

    @Test func noPromptsNoBannerAndEndOfInputExitsCleanly() throws {
        let run = try repl("")
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.isEmpty)
    }

    @Test func helpAndHelpForEachCommand() throws {
        let run = try repl(":help\n")
        for command in [
            "lessons", "open", "next", "back", "step", "where", "expand", "trace", "deps", "why", "vars", "reset",
            "grade", "hint", "help", "quit",
        ] {
            #expect(run.stdout.contains("  :\(command)"), "\(command) is listed")
            let detail = try repl(":help \(command)\n")
            #expect(detail.stdout.hasPrefix(":\(command)"))
            #expect(detail.stderr.isEmpty)
        }
        #expect(try repl(":help :next\n").stdout.hasPrefix(":next"))
    }

    @Test func unknownCommandsSuggest() throws {
        let run = try repl(":nxt\n:opne 1\n:zzzzzz\n:\n")
        #expect(run.status == 0)
        #expect(run.stderr.contains("unknown command :nxt — did you mean :next?"))
        #expect(run.stderr.contains("unknown command :opne — did you mean :open?"))
        #expect(run.stderr.contains("unknown command :zzzzzz (:help lists the commands)"))
        #expect(run.stderr.contains("a command follows the colon"))
    }

    @Test("a command line copied from an annotated transcript runs: its trailing // comment is not its argument")
    func commandsIgnoreTrailingComments() throws {
        let run = try repl(
            ":trace on   // show every event\n:open 1 2 // a step\n:where //\n:help \"//x\" // not a command name\n")
        #expect(!run.stderr.contains("usage: :trace"), "\(run.stderr)")
        #expect(run.stdout.contains("lesson 1/2 · step 2/2"))
        #expect(!run.stderr.contains("no lesson"), "\(run.stderr)")
        #expect(run.stderr.contains("\"//x\""), "a // inside quotes stays in the argument: \(run.stderr)")
    }

    @Test func lessonNavigation() throws {
        let run = try repl(
            ":where\n:next\n:back\n:step\n:open 1\n:where\n:back\n:next\n:where\n:back\n:where\n:step\n:next\n:next\n:next\n:next\n:where\n"
        )
        let out = run.stdout
        #expect(out.hasPrefix("No lesson is open."))
        #expect(out.contains("# Counting with a class"))
        #expect(out.contains("lesson 1/2 · step 1/2 — Counting with a class — Step 1: A counter"))
        #expect(out.contains("This is the first step"))
        #expect(out.contains("lesson 1/2 · step 2/2 — Counting with a class — Step 2: Count"))
        #expect(out.contains("lesson 2/2 · step 2/2 — Prose only — Step 2: More reading"))
        #expect(out.contains("last step of the last lesson"))
        #expect(run.status == 0)
    }

    @Test func openErrors() throws {
        let run = try repl(":open\n:open 9\n:open countng\n:open 1 7\n:open 1 x\n:open 1 2 3\n")
        #expect(run.stderr.contains("usage: :open N|slug [STEP]"))
        #expect(run.stderr.contains("no lesson '9'"))
        #expect(run.stderr.contains("no lesson 'countng'; did you mean 'counting'?"))
        #expect(run.stderr.contains("01-counting has steps 1 to 2; there is no step 7"))
        #expect(run.stderr.contains("'x' is not a step number"))
        #expect(!run.stdout.contains("lesson 1/2"), "nothing was opened")
    }

    @Test func openBySlugAndStep() throws {
        let run = try repl(":open prose 2\n:where\n")
        #expect(run.stdout.contains("lesson 2/2 · step 2/2"))
        #expect(!run.stdout.contains("Step 1 — Reading"), "earlier steps are replayed quietly")
    }

    @Test func lessonsCommand() throws {
        let run = try repl(":open 2\n:next\n:lessons\n:lessons now\n")
        #expect(run.stdout.contains("▸ 02-prose"))
        #expect(run.stdout.contains("▸ 02-prose     ✓ 2/2    Prose only"))
        #expect(run.stderr.contains(":lessons takes no argument"))
    }

    @Test func sessionCommandsWithoutALesson() throws {
        let run = try repl(
            ":vars\n:expand\n:expand Nope\n:trace\n:trace maybe\n:trace on\n:trace\n:trace off\n:reset\n:grade\n:hint 1\n"
        )
        #expect(run.stdout.contains("no variables yet"))
        #expect(run.stderr.contains("usage: :expand TypeName"))
        #expect(run.stderr.contains("no @Observable type named 'Nope'"))
        #expect(run.stdout.contains("tracing is off"))
        #expect(run.stderr.contains("usage: :trace on|off (got 'maybe')"))
        #expect(run.stdout.contains("tracing is on"))
        #expect(run.stdout.contains("The session is empty."))
        // The test runs outside a checkout: :grade and :hint say where to run them.
        #expect(run.stderr.components(separatedBy: "error: no workbook checkout here").count == 3)
        #expect(run.status == 0)
    }

    @Test func unwritableStateIsAWarningOnceNotAFailure() throws {
        try home.write("blocker", "a file where the state folder should be")
        let run = try PlainRun.run(
            ["--lessons", lessons], stdin: ":open 2\n:next\n", stateHome: home.path,
            currentDirectory: home.path,
            environment: ["XDG_STATE_HOME": home.url.appendingPathComponent("blocker").path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("lesson 2/2 · step 2/2"))
        #expect(run.stderr.components(separatedBy: "warning: progress not saved").count == 2, "warned once")
        #expect(run.stderr.contains("blocker/observation-workbook cannot be created"))
    }

    @Test func quitStopsReadingInput() throws {
        let run = try repl(":quit\n:help\n")
        #expect(run.stdout.isEmpty)
        #expect(run.status == 0)
    }

    @Test func resumeHintOnPlainInput() throws {
        _ = try repl(":open 2\n:next\n")
        let run = try repl("")
        #expect(run.stdout == "You were at 02-prose, step 2. ':open 02-prose 2' resumes.\n")
        let progress = try #require(home.read("state/observation-workbook/progress.json"))
        #expect(progress.contains("\"lesson\" : \"02-prose\""))
    }

    @Test func garbageInputNeverCrashes() throws {
        var garbage = ""
        garbage += String(repeating: "x", count: 100_000) + "\n"  // a very long line
        garbage += "\u{00}\u{01}\u{1B}[31m\u{7F}\n"  // control bytes
        garbage += ":\u{1B}\n:help \u{00}\n"  // commands with junk
        garbage += "}}}))]]\n"  // closers only
        garbage += "\"unterminated\n"  // broken string
        garbage += "ünïcödé ✓ 🙂 \n"
        garbage += String(repeating: "(", count: 3_000) + "\n"  // deep nesting, never closed
        var run = try repl(garbage)
        #expect(run.status == 0)
        #expect(!run.stderr.contains("Fatal error"))
        // Invalid UTF-8.
        let bytes = Data([0xFF, 0xFE, 0x0A, 0x3A, 0x68, 0x65, 0x6C, 0x70, 0x0A])
        let file = home.url.appendingPathComponent("bad.bin")
        try bytes.write(to: file)
        run = try repl(String(decoding: bytes, as: UTF8.self))
        #expect(run.status == 0)
        #expect(run.stdout.contains(":quit"), "the :help after the bad line still ran")
    }

    @Test func unfinishedEntryAtEndOfInputIsRunNotLost() throws {
        let run = try repl("final class A {\n")
        #expect(run.status == 0)
        #expect(!run.stderr.isEmpty || !run.stdout.isEmpty, "the interpreter says what is unfinished")
    }

    @Test("typed Swift runs in one session")
    func swiftLinesShareASession() throws {
        let run = try repl(
            "var total = 40\ntotal += 2\nprint(total)\nfunc twice(_ x: Int) -> Int {\n  x * 2\n}\nprint(twice(total))\n"
        )
        #expect(run.stdout == "total: Int = 40\n42\n84\n")
    }

    @Test("diagnostics show the line and a caret")
    func diagnosticsHaveACaret() throws {
        let run = try repl("print(nope)\n")
        #expect(run.stdout.contains("error: cannot find 'nope' in scope"))
        #expect(run.stdout.contains("  print(nope)\n        ^"))
    }

    @Test("the trace shows reads and one-shot firing, in order with the output")
    func traceIsCompactAndOrdered() throws {
        let run = try repl(
            """
            :trace on
            import Observation
            @Observable final class Profile { var name = "Ada" }
            let profile = Profile()
            withObservationTracking { _ = profile.name } onChange: { print("changed") }
            profile.name = "Grace"
            profile.name = "Lin"
            :trace off
            profile.name = "Bo"

            """)
        #expect(
            run.stdout == """
                tracing is on
                profile: Profile = main.Profile
                  ⋯ tracking #1 started
                  ⋯ access Profile#1.name → tracking #1
                  ⋯ tracking #1 installed on Profile#1.name
                  ⋯ ┌ willSet Profile#1.name
                  ⋯ │ tracking #1 fired (one-shot, cancelled)
                changed
                  ⋯ └ didSet Profile#1.name
                  ⋯ willSet Profile#1.name
                tracing is off

                """)
    }

    @Test(":vars, :expand and :reset work on the session")
    func sessionCommands() throws {
        let run = try repl(
            """
            import Observation
            @Observable final class Profile { var name = "Ada" }
            let count = 3
            :vars
            :expand Profile
            :reset
            :vars
            print(count)

            """)
        #expect(run.stdout.contains("count: Int"))
        #expect(run.stdout.contains("= 3"))
        #expect(run.stdout.contains("_$observationRegistrar"))
        #expect(run.stdout.contains("The session is empty."))
        #expect(run.stdout.contains("no variables yet"))
        #expect(run.stdout.contains("cannot find 'count' in scope"))
    }
}
