import Foundation
import Testing

@testable import LessonEngine

/// The challenge format: ```swift starter / check / solution / wrong and folded sections
/// (in the parser's suite, to share its `parse` and `error` helpers).
extension LessonParserTests {
    @Test func challengeParts() throws {
        let lesson = try parse(ChallengeFixtures.lesson)
        #expect(lesson.steps[0].challenge == nil)
        #expect(lesson.steps[2].challenge == nil)
        let step = lesson.steps[1]
        let challenge = try #require(step.challenge)
        #expect(challenge.starter.source == ChallengeFixtures.starter)
        #expect(challenge.solution.source == "func double(_ x: Int) -> Int {\n    return x * 2\n}")
        #expect(challenge.wrongAnswers.map(\.source) == ["func double(_ x: Int) -> Int {\n    return 6\n}"])
        #expect(challenge.hints == ["Use `*`.", "`return x * 2`."])
        #expect(challenge.solutionNotes == "Twice x.")
        // Both spellings of the try sentence: alone on the line above, or after the #expect.
        let first = challenge.checks.firstLine + 1
        #expect(challenge.advice == [first: "multiply by two", first + 1: "zero doubled is zero"])
        // A reader of the step sees the task, starter and checks; never the hints or the solution.
        #expect(
            step.items == [
                .prose("Write `double(_:)`."), .challengeCode(.starter, challenge.starter),
                .challengeCode(.check, challenge.checks),
            ])
        #expect(step.codeBlocks.isEmpty, "a challenge's blocks are not lesson code")
    }

    @Test func checksRunInAScopeOfTheirOwnAndShowWithoutTheirAdvice() throws {
        let challenge = try #require(try parse(ChallengeFixtures.lesson).steps[1].challenge)
        #expect(challenge.checkSource.source.hasPrefix("do {\n// try: multiply by two\n"))
        #expect(challenge.checkSource.source.hasSuffix("\n}"))
        #expect(challenge.checkSource.firstLine == challenge.checks.firstLine - 1)
        #expect(
            Challenge.withoutAdvice(challenge.checks.source)
                == "#expect(double(base) == 6, \"double(3) is 6\")\n#expect(double(0) == 0, \"double(0) is 0\")")
    }

    @Test func otherDetailsStayProse() throws {
        let text = ChallengeFixtures.lesson.replacingOccurrences(
            of: "## Step 3 — After\n",
            with: "## Step 3 — After\n\n<details><summary>Aside</summary>\n\nMore.\n\n</details>\n")
        let lesson = try parse(text)
        #expect(
            lesson.steps[2].items.prefix(3) == [
                .prose("<details><summary>Aside</summary>"), .prose("More."), .prose("</details>"),
            ])
    }

    @Test func aChallengeLackingAPartNamesWhatIsMissing() throws {
        let text = ChallengeFixtures.lesson
        let start = try #require(text.range(of: "<details><summary>Solution</summary>"))
        let end = try #require(text.range(of: "</details>", range: start.upperBound..<text.endIndex))
        let noSolution = text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        let missing = try #require(self.error(noSolution))
        #expect(missing.message.contains("step 2 is a challenge but lacks a ```swift solution block"))
        let noHints = try #require(
            self.error(ChallengeFixtures.lesson.replacingOccurrences(of: "<summary>Hint", with: "<summary>Tip")))
        #expect(noHints.message.contains("at least one <details><summary>Hint 1</summary>"))
    }

    @Test func everyCheckNeedsASentenceOnWhatToTry() throws {
        let text = ChallengeFixtures.lesson.replacingOccurrences(of: " // try: zero doubled is zero", with: "")
        let found = try #require(self.error(text))
        #expect(found.line == 23)
        #expect(found.message.contains("no sentence on what to try"))
    }

    @Test func misplacedAndUnknownBlocks() throws {
        let unknown = try #require(
            error(ChallengeFixtures.lesson.replacingOccurrences(of: "```swift wrong", with: "```swift wrnog")))
        #expect(unknown.message.contains("unknown block '```swift wrnog'"))
        let outside = ChallengeFixtures.lesson.replacingOccurrences(
            of: "<details><summary>Solution</summary>", with: "")
        let misplaced = try #require(error(outside))
        #expect(misplaced.message.contains("belongs inside <details><summary>Solution</summary>"))
        let codeInHint = ChallengeFixtures.lesson.replacingOccurrences(of: "Use `*`.", with: "```swift\nlet x = 1\n```")
        #expect(try #require(error(codeInHint)).message.contains("inside a hint or solution section"))
        let unclosed = ChallengeFixtures.lesson.replacingOccurrences(of: "Twice x.\n\n</details>", with: "Twice x.")
        #expect(try #require(error(unclosed)).message.contains("a <details> section inside another"))
    }

    @Test func progressWrittenBeforeChallengesStillLoads() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write(
            "progress.json",
            """
            {"version": 1, "current": {"lesson": "03-tracking", "step": 2},
             "steps": {"03-tracking": {"1": {"checksPassed": 1, "checksRun": 1, "succeeded": true}}}}
            """)
        let loaded = ProgressStore(url: url).load()
        #expect(loaded.problem == nil)
        #expect(loaded.progress.completedSteps(of: "03-tracking") == 1)
        #expect(loaded.progress.challenges.isEmpty)
    }
}
