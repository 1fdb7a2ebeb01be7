import Foundation
import Testing

/// A challenge in the REPL, scripted through stdin: the learner's own code is judged.
@Suite("Challenges in the REPL", .serialized)
struct ChallengeReplTests {
    let home: TemporaryDirectory
    let lessons: String

    init() throws {
        home = try TemporaryDirectory()
        lessons = try ChallengeFixtures.install(in: home)
    }

    func repl(_ input: String) throws -> PlainRun {
        try PlainRun.run(["--lessons", lessons], stdin: input, stateHome: home.path, currentDirectory: home.path)
    }

    static let wrong = "func double(_ x: Int) -> Int {\n    return x + 3\n}\n"
    static let right = "func double(_ x: Int) -> Int {\n    return x + x\n}\n"

    @Test func wrongAttemptHintRightAttemptAndOn() throws {
        let run = try repl(
            ":open 1 2\n:next\n:solution\n" + Self.wrong + ":check\n:hint\n" + Self.right + ":check\n:next\n")
        let out = run.stdout
        #expect(run.status == 0)
        #expect(out.contains("Starter — type it with the hole filled in:"))
        // :next does not walk past an unpassed challenge, and the solution waits for an attempt.
        #expect(out.contains("This step is a challenge you have not passed yet"))
        #expect(out.contains("Try first: type your code and :check it"))
        // The wrong attempt: x + 3 doubles 3 but not 0.
        #expect(out.contains("Checking your code — attempt 1:"))
        #expect(out.contains("✓ #expect(double(base) == 6) — double(3) is 6"))
        #expect(out.contains("✗ (double(0) → 3) == 0 — double(0) is 0"))
        #expect(out.contains("    try: zero doubled is zero"))
        #expect(out.contains("1/2 checks passed."))
        #expect(out.contains("Hint 1/2\nUse `*`."))
        #expect(out.components(separatedBy: "Use `*`").count == 2, "the hint shows only when asked for")
        #expect(out.contains("Checking your code — attempt 2:"))
        #expect(out.contains("✓ Challenge passed — every check holds on your code. :next for step 3/3."))
        #expect(out.contains("Step 3 — After"))
        #expect(out.hasSuffix("Step 3 done. 1/1 checks passed. End of the lesson — or type Swift to experiment.\n"))
    }

    @Test func progressKeepsChallengesApartFromStepsRead() throws {
        _ = try repl(":open 1 2\n" + Self.wrong + ":check\n:hint\n:hint\n:hint\n:solution\n:skip\n")
        let listing = try repl(":lessons\n").stdout
        let row = try #require(listing.split(separator: "\n").first { $0.contains("Doubling") })
        #expect(row.contains(" 2/3 "), "steps 2 and 3 read")
        #expect(row.contains(" 0/1 challenge "), "the challenge was skipped, not passed")
        let progress = try String(
            contentsOfFile: home.path + "/state/observation-workbook/progress.json", encoding: .utf8)
        #expect(progress.contains("\"attempts\" : 1"))
        #expect(progress.contains("\"hintsShown\" : 2"), "two hints, however often asked")
        #expect(progress.contains("\"solutionShown\" : true"))
        #expect(progress.contains("\"skipped\" : true"))
        _ = try repl(":open 1 2\n" + Self.right + ":check\n")
        #expect(try repl(":lessons\n").stdout.contains("✓ 1/1 challenge"))
    }

    @Test func checkingTwiceRunsOnlyTheChecks() throws {
        // The learner's print runs once, when typed; :check never replays their code.
        let code = "func double(_ x: Int) -> Int {\n    return x * 2\n}\nprint(\"typed once\")\n"
        let run = try repl(":open 1 2\n" + code + ":check\n:check\n")
        #expect(run.stdout.components(separatedBy: "typed once").count == 2)
        #expect(run.stdout.components(separatedBy: "✓ Challenge passed").count == 3)
    }

    @Test func challengeCommandsOutsideAChallengeSayWhy() throws {
        let run = try repl(":check\n:solution\n:skip\n:open 1\n:check\n:check now\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("No lesson is open; :check works on a challenge step."))
        #expect(run.stdout.contains("This step is not a challenge; :check works on a challenge step"))
        #expect(run.stderr.contains(":check takes no argument (got 'now')"))
    }

    /// Issue 35: a lesson whose last step is a challenge is finished when that challenge
    /// passes, however the learner reached it (here straight to it, with `:open 1 2`).
    @Test func aPassedFinalChallengeFinishesTheLesson() throws {
        let lastIsChallenge = ChallengeFixtures.lesson.components(separatedBy: "\n## Step 3")[0]
        let folder = try TemporaryDirectory()
        let lessons = try ChallengeFixtures.install(lastIsChallenge, in: folder)
        let run = { (input: String) in
            try PlainRun.run(
                ["--lessons", lessons], stdin: input, stateHome: folder.path, currentDirectory: folder.path)
        }
        _ = try run(":open 1 2\n" + Self.wrong + ":check\n")
        let unfinished = try run(":lessons\n").stdout
        #expect(unfinished.contains(" 1/2 "), "the challenge failed: \(unfinished)")
        _ = try run(":open 1 2\n" + Self.right + ":check\n")
        let finished = try run(":lessons\n").stdout
        #expect(finished.contains("✓ 2/2"), "\(finished)")
        #expect(finished.contains("✓ 1/1 challenge"))
    }

    @Test func aCheckBeforeAnyCodeIsNotAnAttempt() throws {
        let run = try repl(":open 1 2\n:check\n:solution\n")
        #expect(run.stdout.contains("error: cannot find 'double' in scope"))
        #expect(run.stdout.contains("The checks could not run on your code"))
        #expect(run.stdout.contains("Try first"), "no attempt yet, so no solution")
    }
}
