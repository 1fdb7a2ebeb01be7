import Foundation
import LessonEngine
import Testing

/// `workbook check`: lessons cannot rot.
@Suite("workbook check", .serialized)
struct CheckTests {
    let home: TemporaryDirectory
    let lessons: String

    init() throws {
        home = try TemporaryDirectory()
        lessons = try LessonFixtures.install(in: home)
    }

    func check(_ arguments: [String] = []) throws -> PlainRun {
        try PlainRun.run(
            ["check", "--lessons", lessons] + arguments, stateHome: home.path, currentDirectory: home.path)
    }

    @Test func proseOnlyLessonPasses() throws {
        let run = try check(["2"])
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "✓ 02-prose — 2 step(s), 0/0 check(s) passed\n1 lesson(s) checked, 0 check(s) run: all passed\n")
    }

    @Test func everyLessonByDefaultAndTheVerdictInTheExitStatus() throws {
        let run = try check()
        #expect(run.stdout.contains("02-prose"))
        #expect(run.stdout.contains("01-counting"))
        #expect(run.stdout.contains("2 lesson(s) checked"))
        #expect(run.status == 0)
    }

    @Test func aFailureNamesFileLineAndStep() throws {
        // Step 1 traps on its third line; step 2 never runs: the report says where and why.
        try home.write(
            "Lessons/03-trap.md",
            """
            # Trap
            ## Step 1 — Index
            ```swift
            let scores = [3, 4]
            print("before")
            print(scores[2])
            ```
            ## Step 2 — Never reached
            ```swift
            print("after")
            ```
            """)
        let run = try check(["trap"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("✗ 03-trap"))
        #expect(
            run.stdout.contains("Lessons/03-trap.md:6:13: error: Fatal error: Index out of range — in step 1 (Index)"))
        #expect(
            run.stdout.contains(
                "Lessons/03-trap.md:2: step 1 did not run to its end; the 1 later step(s) were not checked"))
        #expect(run.stdout.hasSuffix("1 lesson(s) checked, 0 check(s) run: 1 failed\n"))
    }

    @Test func lessonsByNumberNameSlugAndPath() throws {
        for reference in ["2", "02", "02-prose", "prose", "pro", lessons + "/02-prose.md"] {
            let run = try check([reference])
            #expect(run.status == 0, "\(reference)")
            #expect(run.stdout.contains("✓ 02-prose"), "\(reference)")
        }
    }

    @Test func unknownLessonIsAUsageError() throws {
        let run = try check(["nope"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no lesson 'nope'"))
        #expect(run.stdout.isEmpty)
    }

    @Test func malformedLessonFailsWithFileAndLine() throws {
        try home.write("Lessons/03-broken.md", "# Broken\n## Step 1 — fine\n```swift\nprint(1)\n")
        let run = try check(["3"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Lessons/03-broken.md:3: error: this ``` block is never closed"))
    }

    @Test("a changed output is reported with the differing line")
    func outputMismatch() throws {
        try home.write(
            "Lessons/03-drift.md",
            """
            # Drift
            ## Step 1 — Print
            ```swift
            print("one")
            print("two")
            ```
            ```output
            one
            three
            ```
            """)
        let run = try check(["drift"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Lessons/03-drift.md:9: output line 2 differs — in step 1 (Print)"))
        #expect(run.stdout.contains("expected: \"three\""))
        #expect(run.stdout.contains("actual:   \"two\""))
    }

    @Test("a failed #expect is reported with its values")
    func failedCheck() throws {
        try home.write(
            "Lessons/03-wrong.md",
            """
            # Wrong
            ## Step 1 — Expect
            ```swift
            let renders = 2
            #expect(renders == 1, "one render")
            ```
            """)
        let run = try check(["wrong"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Lessons/03-wrong.md:5"))
        #expect(run.stdout.contains("check failed: #expect(renders == 1)"))
        #expect(run.stdout.contains("\"one render\""))
    }

    @Test func outputDifferenceDescriptions() {
        let expected = ExpectedOutput(text: "a\nb\n", line: 10)
        #expect(
            OutputDifference.describe(expected: expected, actual: "a\nc\n", path: "L.md")
                == ["L.md:12: output line 2 differs", "    expected: \"b\"", "    actual:   \"c\""])
        #expect(
            OutputDifference.describe(expected: expected, actual: "a\n", path: "L.md")
                == ["L.md:12: output ends early; expected 1 more line(s), next: \"b\""])
        #expect(
            OutputDifference.describe(expected: expected, actual: "a\nb\nc\n", path: "L.md")
                == ["L.md:13: output has 1 extra line(s), first: \"c\""])
        #expect(
            OutputDifference.describe(expected: expected, actual: "a\nb", path: "L.md")
                == ["L.md:10: output differs only in its final newline (every printed line should end in one)"])
    }
}
