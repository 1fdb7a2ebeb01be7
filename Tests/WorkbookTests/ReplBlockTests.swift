import Script
import Testing

@testable import LessonEngine
@testable import workbook

/// ```repl blocks in lessons: parsed as command blocks, run by the workbook's command runner
/// (`:deps`, `:why`), checked like Swift blocks, and filled by `--update-repl`.
@Suite("Lessons: ```repl blocks")
struct ReplBlockTests {
    static let lesson = """
        # Footprints

        ## Step 1 — One tracking

        ```swift
        import Observation
        @Observable final class Board { var home = 0 }
        let board = Board()
        withObservationTracking { _ = board.home } onChange: { }
        #expect(board.home == 0)
        ```

        ```repl
        :deps board.home
        ```

        ```output
        old
        ```

        """

    func parse() throws -> Lesson {
        try LessonParser.parse(Self.lesson, path: "Lessons/20-footprints.md", name: "20-footprints")
    }

    @Test func aReplBlockIsACommandBlockWithItsOutput() throws {
        let blocks = try parse().steps[0].codeBlocks
        #expect(blocks.map(\.isCommands) == [false, true])
        #expect(blocks[1].source == ":deps board.home")
        #expect(blocks[1].firstLine == 14)
        #expect(blocks[1].expectedOutput?.text == "old\n")
    }

    @Test func checkRunsTheCommandsInTheLessonSession() throws {
        let check = LessonChecker.check(try parse()) { session in
            LessonCommands(session: session, footprint: FootprintView(names: ObjectNames()))
        }
        // Tracking ids count per process and other tests run alongside: the number varies here.
        let actual = try #require(check.commandOutputs[14])
        #expect(check.commandOutputs.count == 1)
        #expect(actual.hasPrefix("Board#1.home is read by 1 tracking:\n└─ #"))
        #expect(actual.hasSuffix(" withObservationTracking at 20-footprints.md:9\n"))
        #expect(check.problems.count == 1, "the stale output block is reported")
        let rewritten = CommandOutputRewriter.rewrite(Self.lesson, outputs: check.commandOutputs)
        #expect(rewritten == Self.lesson.replacingOccurrences(of: "old\n", with: actual))
    }

    @Test func withoutARunnerOrWithAnUnknownCommandTheBlockFailsWithItsLine() throws {
        let lesson = try parse()
        let unrun = LessonChecker.check(lesson)
        #expect(
            unrun.problems.first?.first?.hasPrefix(
                "Lessons/20-footprints.md:14:1: error: REPL commands cannot run here") == true)
        let runner = LessonCommands(
            session: ScriptSession(options: ScriptOptions(output: { _ in })),
            footprint: FootprintView(names: ObjectNames()))
        guard case .failure(let error) = runner.run(":open 3") else {
            Issue.record("a lesson cannot move around the lessons")
            return
        }
        #expect(error.message == "only :deps and :why run in a lesson's ```repl block (got :open 3)")
    }
}
