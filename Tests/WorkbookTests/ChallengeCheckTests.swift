import Foundation
import Testing

/// `workbook check` proves each challenge honest: starter and wrong answers fail a check, the
/// solution passes them all.
@Suite("workbook check on challenges", .serialized)
struct ChallengeCheckTests {
    func check(_ lesson: String) throws -> PlainRun {
        let home = try TemporaryDirectory()
        let lessons = try ChallengeFixtures.install(lesson, in: home)
        return try PlainRun.run(["check", "--lessons", lessons], stateHome: home.path, currentDirectory: home.path)
    }

    @Test func anHonestChallengeIsProven() throws {
        let run = try check(ChallengeFixtures.lesson)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                ✓ 01-doubling — 3 step(s), 2/2 check(s) passed, 1 challenge(s) proven
                1 lesson(s) checked, 2 check(s) run, 1 challenge(s) proven: all passed

                """)
    }

    @Test func aStarterThatAlreadyPassesIsReported() throws {
        // Looks like a challenge, judges nothing: the "hole" is already filled.
        let broken = ChallengeFixtures.lesson.replacingOccurrences(of: "return x // ✎", with: "return x * 2 // ✎")
        let run = try check(broken)
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                """
                  Lessons/01-doubling.md:14: the starter passes every check — in step 2 (Your turn: double it)
                      a challenge whose checks accept it judges nothing; add a check that rejects it
                """))
        #expect(run.stdout.hasSuffix("1 lesson(s) checked, 2 check(s) run: 1 failed\n"))
    }

    @Test func aWrongAnswerTheChecksAcceptIsReported() throws {
        // Drop the check that rejects the constant 6.
        let weak = ChallengeFixtures.lesson.replacingOccurrences(
            of: "#expect(double(0) == 0, \"double(0) is 0\") // try: zero doubled is zero\n", with: "")
        let run = try check(weak)
        #expect(run.status == 1)
        #expect(run.stdout.contains("the wrong answer 1 passes every check — in step 2"))
    }

    @Test func aSolutionThatFailsIsReportedWithTheFailingCheck() throws {
        let wrong = ChallengeFixtures.lesson.replacingOccurrences(
            of: "return x * 2\n}\n```", with: "return x + 3\n}\n```")
        let run = try check(wrong)
        #expect(run.status == 1)
        #expect(run.stdout.contains("the solution fails its checks — in step 2 (Your turn: double it)"))
        #expect(run.stdout.contains("#expect(double(0) == 0) — (double(0) → 3) == 0"))
    }
}
