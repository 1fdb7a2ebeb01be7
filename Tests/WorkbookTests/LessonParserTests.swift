import Testing

@testable import LessonEngine

@Suite("Lesson Markdown → Lesson")
struct LessonParserTests {
    func parse(_ text: String) throws(LessonError) -> Lesson {
        try LessonParser.parse(text, path: "Lessons/07-test.md", name: "07-test")
    }

    /// The error for `text`, or a recorded failure when it parses.
    func error(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> LessonError? {
        do {
            _ = try parse(text)
            Issue.record("expected a lesson error", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func wellFormedLesson() throws {
        let lesson = try parse(LessonFixtures.first)
        #expect(lesson.title == "Counting with a class")
        #expect(lesson.name == "07-test")
        #expect(
            lesson.introduction == [.prose("A lesson for the tests: two steps, each with code, output and a check.")])
        #expect(lesson.steps.map(\.number) == [1, 2])
        #expect(lesson.steps.map(\.title) == ["A counter", "Count"])
        #expect(lesson.steps[0].line == 5)
        let first = lesson.steps[0].codeBlocks
        #expect(first.count == 1)
        #expect(first[0].source.hasPrefix("final class Counter {\n    var value = 0\n}"))
        #expect(first[0].firstLine == 10)
        #expect(first[0].expectedOutput == ExpectedOutput(text: "made\n", line: 16))
        let second = lesson.steps[1]
        #expect(second.codeBlocks[0].source.contains("#expect(counter.value == 1, \"one increment\")"))
        #expect(second.items.last == .prose("That is the whole lesson."))
    }

    @Test func stepHeadingsAcceptEmDashEnDashAndHyphen() throws {
        let lesson = try parse("# T\n## Step 1 — a\n## Step 2 – b\n## Step 3 - c\n")
        #expect(lesson.steps.map(\.title) == ["a", "b", "c"])
    }

    @Test func otherHeadingsAndBlocksAreProse() throws {
        let lesson = try parse("# T\n## Step 1 — a\n## Aside\n```text\nshown, not run\n```\n")
        #expect(lesson.steps[0].items == [.prose("## Aside"), .otherBlock(language: "text", text: "shown, not run")])
        #expect(lesson.steps[0].codeBlocks.isEmpty)
    }

    @Test func emptyOutputBlockMeansNoOutput() throws {
        let lesson = try parse("# T\n## Step 1 — a\n```swift\nlet x = 1\n```\n\n```output\n```\n")
        #expect(lesson.steps[0].codeBlocks[0].expectedOutput?.text == "")
    }

    @Test func windowsLineEndings() throws {
        let lesson = try parse("# T\r\n## Step 1 — a\r\n```swift\r\nprint(1)\r\n```\r\n```output\r\n1\r\n```\r\n")
        #expect(lesson.steps[0].codeBlocks[0].source == "print(1)")
        #expect(lesson.steps[0].codeBlocks[0].expectedOutput?.text == "1\n")
    }

    @Test func longerFenceMayContainBackticks() throws {
        let lesson = try parse("# T\n## Step 1 — a\n````swift\nlet s = \"```\"\n````\n")
        #expect(lesson.steps[0].codeBlocks[0].source == "let s = \"```\"")
    }

    // MARK: Malformed files name the file and the line

    @Test func missingTitle() {
        let problem = error("Some prose first.\n# T\n")
        #expect(problem?.line == 1)
        #expect(problem?.description == "Lessons/07-test.md:1: error: a lesson starts with its title, a line '# Title'")
    }

    @Test func emptyFile() {
        #expect(
            error("\n\n")?.description
                == "Lessons/07-test.md: error: the file is empty; a lesson starts with a line '# Title'")
    }

    @Test func noSteps() {
        let problem = error("# T\nonly prose\n")
        #expect(problem?.message.contains("no steps") == true)
    }

    @Test func stepsOutOfOrder() {
        let problem = error("# T\n## Step 1 — a\n## Step 3 — c\n")
        #expect(problem?.line == 3)
        #expect(problem?.message.contains("step 3, but step 2 was expected") == true)
    }

    @Test func malformedStepHeading() {
        let problem = error("# T\n## Step 1 — a\n## Step two — b\n")
        #expect(problem?.line == 3)
        #expect(problem?.message == "malformed step heading; write '## Step 2 — Title'")
        #expect(error("# T\n## Step 1 a\n")?.line == 2)
        #expect(error("# T\n## Step 1 —\n")?.line == 2)
    }

    @Test func unclosedFence() {
        let problem = error("# T\n## Step 1 — a\ntext\n```swift\nprint(1)\n")
        #expect(problem?.line == 4)
        #expect(problem?.message.contains("never closed") == true)
    }

    @Test func outputWithoutSwiftBlock() {
        #expect(error("# T\n## Step 1 — a\n```output\n1\n```\n")?.line == 3)
        // Prose between the blocks breaks the pairing.
        #expect(error("# T\n## Step 1 — a\n```swift\nprint(1)\n```\nwords\n```output\n1\n```\n")?.line == 7)
        // Two output blocks for one swift block.
        #expect(error("# T\n## Step 1 — a\n```swift\nprint(1)\n```\n```output\n1\n```\n```output\n1\n```\n")?.line == 9)
    }

    @Test func codeBeforeTheFirstStep() {
        let problem = error("# T\n```swift\nprint(1)\n```\n## Step 1 — a\n")
        #expect(problem?.line == 2)
        #expect(problem?.message.contains("before the first step") == true)
    }

    @Test func secondTitle() {
        #expect(error("# T\n## Step 1 — a\n# Another\n")?.line == 3)
    }
}
