import Foundation
import Testing

@testable import Grading

@Suite struct ProgressTableTests {
    @Test func plainTableShowsEachStateAndWhatToDo() throws {
        let fixture = try Fixture()
        for name in ["01-a", "02-b", "03-c"] {
            let lesson = "Follows lesson: Lessons/0\(Int(name.prefix(2))! + 1)-x.md\n"
            try fixture.write(
                "Exercises/\(name)/README.md", "# Exercise \(name.prefix(2)) — \(name.dropFirst(3))\n\n\(lesson)")
        }
        let exercises = ExerciseCatalog(root: fixture.root).exercises
        let table = ProgressTable(
            rows: [
                (exercises[0], .passed(tests: 3)),
                (
                    exercises[1],
                    .failed(
                        checks: [
                            FailedCheck(test: "t", message: "expected 0", location: "Exercises/02-b/B.swift:4"),
                            FailedCheck(test: "u", message: "expected 1", location: nil),
                        ], failedTests: 2, of: 3)
                ),
                (exercises[2], .notAttempted(reason: "delete the marker")),
            ], useColor: false
        ).render()
        #expect(
            table == """
                passed         Exercise 01 — a  (lesson 02)
                failed         Exercise 02 — b  (lesson 03)
                               ↳ 2 of 3 grader tests failed:
                                 Exercises/02-b/B.swift:4: t: expected 0
                                 u: expected 1
                not attempted  Exercise 03 — c  (lesson 04)

                1 of 3 passed; 1 not attempted.
                Not attempted: the starter still has its `// WORKBOOK: NOT DONE` line; delete it to be graded.
                Next: fix exercise 02 (lesson 03) — its files are in Exercises/02-b/; `swift run workbook watch 02` re-grades on save.
                """)
    }

    @Test func japaneseTableAlignsWideLabels() throws {
        let fixture = try Fixture()
        for name in ["01-a", "02-b"] {
            try fixture.write("Exercises/\(name)/README.md", "# Exercise \(name.prefix(2)) — \(name.dropFirst(3))\n")
        }
        let exercises = ExerciseCatalog(root: fixture.root).exercises
        let table = ProgressTable(
            rows: [(exercises[0], .passed(tests: 3)), (exercises[1], .failed(checks: [], failedTests: 1, of: 2))],
            useColor: false, language: .japanese
        ).render()
        #expect(
            table == """
                合格    Exercise 01 — a
                不合格  Exercise 02 — b
                        ↳ 採点テスト 2 件中 1 件が不合格：

                2 件中 1 件合格、0 件未着手。
                次：演習 02 を直しましょう — ファイルは Exercises/02-b/ にあります。\
                `swift run workbook watch 02` で保存のたびに再採点します。
                """)
    }

    /// Issue 35: an exercise not graded because of another one is not where the work is; "Next:"
    /// names the one whose own code has the problem.
    @Test func nextNamesTheExerciseWhoseCodeNeedsWorkBeforeOneNotGraded() throws {
        let fixture = try Fixture()
        for name in ["01-a", "02-b"] {
            try fixture.write("Exercises/\(name)/README.md", "# Exercise \(name.prefix(2)) — \(name.dropFirst(3))\n")
        }
        let exercises = ExerciseCatalog(root: fixture.root).exercises
        let next = NextStep(rows: [
            (exercises[0], .notGraded(reason: "left out")),
            (exercises[1], .doesNotCompile(diagnostic: "Exercises/02-b/B.swift:1:1: error: x")),
        ])
        #expect(next?.exercise.number == "02")
        let onlyNotGraded = NextStep(rows: [(exercises[0], .passed(tests: 1)), (exercises[1], .notGraded(reason: "x"))])
        #expect(onlyNotGraded?.exercise.number == "02")
    }

    /// Issue 35: "1 tests du correcteur sur 7 ont échoué" was the French for one failure.
    @Test func frenchAgreesWithTheNumberOfFailedTests() {
        let one = GradeOutcome.failed(checks: [], failedTests: 1, of: 7).details(in: .french).first
        let two = GradeOutcome.failed(checks: [], failedTests: 2, of: 7).details(in: .french).first
        #expect(one == "1 test du correcteur sur 7 a échoué :")
        #expect(two == "2 tests du correcteur sur 7 ont échoué :")
    }
}
