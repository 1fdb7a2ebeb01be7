import CompilerCheck
import Foundation
import Testing

/// The REPL checks each typed entry with swiftc before it runs, and echoes values with
/// their static types (plain stdin: what a learner sees, without prompts).
@Suite("REPL entries checked by swiftc", .serialized)
struct CompilerGateTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    func repl(_ lines: [String], environment: [String: String] = [:]) throws -> PlainRun {
        try PlainRun.run(
            ["--lessons", home.path], stdin: lines.joined(separator: "\n") + "\n", stateHome: home.path,
            currentDirectory: home.path, environment: environment)
    }

    @Test func valuesEchoWithTheirStaticTypesAsInTheSwiftREPL() throws {
        let run = try repl([
            "1 + 2", "[1, 2].map { $0 * 2 }", "Optional(5)", "\"hi\"", "print(\"plain\")", "let gone: Int? = nil",
            "gone", "$R0 + 10",
        ])
        #expect(
            run.stdout == """
                $R0: Int = 3
                $R1: [Int] = [2, 4]
                $R2: Int? = 5
                $R3: String = "hi"
                plain
                gone: Int? = nil
                $R4: Int? = nil
                $R5: Int = 13

                """)
        #expect(run.stderr.isEmpty)
    }

    @Test func aLaterDeclarationWins() throws {
        let run = try repl([
            "let x = 1", "let doubled = x * 2", "let x = \"a\"", "x", "doubled",
            "class Model { var a = 1 }", "struct Model { var b = \"new\" }", "Model().b",
        ])
        #expect(
            run.stdout == """
                x: Int = 1
                doubled: Int = 2
                x: String = "a"
                $R0: String = "a"
                $R1: Int = 2
                $R2: String = "new"

                """)
        #expect(run.stderr.isEmpty)
    }

    @Test func aRejectedEntryNeverRunsAndLeavesTheSessionAsItWas() throws {
        let run = try repl(["var count = 1", "let count = \"a\"; print(\"ran\"); let z: Int = count", "count + 1", "z"])
        #expect(
            run.stdout == """
                count: Int = 1
                error: cannot convert value of type 'String' to specified type 'Int'
                  let count = "a"; print("ran"); let z: Int = count
                                                              ^~~~~
                $R0: Int = 2
                error: cannot find 'z' in scope
                  z
                  ^

                """)
    }

    @Test func mistakesTheInterpreterWouldRunAreSwiftcsErrors() throws {
        let run = try repl([
            "func load() throws -> Int { 1 }", "let v = load()",
            "struct P { var a = 1 }", "P() == P()",
        ])
        #expect(
            run.stdout.contains(
                "error: call can throw but is not marked with 'try'\n  let v = load()\n          ^~~~~~"))
        #expect(run.stdout.contains("note: did you mean to use 'try'?"))
        #expect(
            run.stdout.contains(
                "error: referencing operator function '==' on 'Equatable' requires that 'P' conform to 'Equatable'"))
        #expect(!run.stdout.contains("$R"))
    }

    /// Found by the mandatory SIL passes: sourcekitd runs them, a process per entry needs a second one.
    @Test(arguments: ["service", "process"])
    func aFunctionWithAMissingReturnIsRefusedLikeSwiftcAndNeverDefined(checker: String) throws {
        let run = try repl(
            [
                "func score(_ n: Int) -> Int {", "    print(\"scoring\")", "    if n > 0 { return n }", "}",
                "score(2)", "func score(_ n: Int) -> Int { n * 10 }", "score(2)",
            ], environment: ["WORKBOOK_CHECKER": checker])
        #expect(
            run.stdout == """
                line 4: error: missing return in global function expected to return 'Int'
                  }
                  ^
                error: cannot find 'score' in scope
                  score(2)
                  ^~~~~
                $R0: Int = 20

                """)
    }

    @Test func swift6ModeChecksStrictConcurrency() throws {
        let entry = "withObservationTracking { _ = m.count } onChange: { total += 1 }"
        let run = try repl([
            "var total = 0", "@Observable class Model { var count = 0 }", "let m = Model()", entry,
            ":swift 6", entry, ":swift", ":swift 5", entry, ":swift 7",
        ])
        #expect(
            run.stdout == """
                total: Int = 0
                m: Model = main.Model
                typed lines are checked in Swift 6 mode
                error: main actor-isolated var 'total' can not be mutated from a nonisolated context
                  \(entry)
                                                                      ^
                note: mutation of this var is only permitted within the actor
                typed lines are checked in Swift 6 mode
                typed lines are checked in Swift 5 mode

                """)
        #expect(run.stderr.contains("usage: :swift 5|6 (got '7')"))
    }

    @Test func resetForgetsWhatTheCompilerKnowsToo() throws {
        let run = try repl(["let kept = 1", ":reset", "kept", "1"])
        #expect(run.stdout.contains("error: cannot find 'kept' in scope"))
        #expect(run.stdout.hasSuffix("$R0: Int = 1\n"))
    }

    @Test func withoutACompilerTheInterpretersChecksAreUsedAndTheLearnerIsToldOnce() throws {
        let run = try repl(["1 + 2", "let s = \"a\"", "s"], environment: ["SWIFTC": "/nonexistent", "PATH": ""])
        #expect(run.status == 0)
        #expect(run.stdout == "$R0: Int = 3\ns: String = \"a\"\n$R1: String = \"a\"\n")
        let notices = run.stderr.components(
            separatedBy: "SWIFTC names '/nonexistent', which is not an executable compiler")
        #expect(notices.count == 2, "said exactly once: \(run.stderr)")
        #expect(run.stderr.contains("checked only by the workbook's interpreter"))
    }
}
