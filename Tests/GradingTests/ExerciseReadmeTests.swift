import Testing
@testable import Grading

@Suite struct ExerciseReadmeTests {
    @Test func readsTheLessonAndTheHintsInOrder() {
        let readme = ExerciseReadme(text: Fixture.readme)
        #expect(readme.lesson == "Lessons/02-macro-expansion.md")
        #expect(readme.hints == ["First hint,\ntwo lines.", "Second hint."])
    }

    @Test func aReadmeWithoutHintsOrLessonHasNone() {
        let readme = ExerciseReadme(text: "# Exercise 01 — X\n\n## Task\n\n### Hint 1\n\nnot under Hints\n")
        #expect(readme.lesson == nil)
        #expect(readme.hints.isEmpty)
    }
}
