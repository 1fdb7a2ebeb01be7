import Foundation
import Localization
import Testing

@testable import Grading

@Suite struct ExerciseReadmeTests {
    @Test func readsTheLessonAndTheHintsInOrder() {
        let readme = ExerciseReadme(text: Fixture.readme)
        #expect(readme.lesson == "Lessons/02-macro-expansion.md")
        #expect(readme.hints == ["First hint,\ntwo lines.", "Second hint."])
    }

    @Test(arguments: [Language.french, .simplifiedChinese, .japanese])
    func aTranslationsHintsAreFoundByItsLanguagesHeadings(language: Language) {
        let words = language.structuralWords
        let text =
            "# X\n\n## \(words.task)\n\nt\n\n## \(words.hints)\n\n### \(words.exerciseHint) 1\n\none\n\n"
            + "### \(words.exerciseHint) 2\n\ntwo\n"
        #expect(ExerciseReadme(text: text, language: language).hints == ["one", "two"])
        #expect(ExerciseReadme(text: text).hints.isEmpty, "read as English, the headings are not the hints")
    }

    @Test func aReadmeWithoutHintsOrLessonHasNone() {
        let readme = ExerciseReadme(text: "# Exercise 01 — X\n\n## Task\n\n### Hint 1\n\nnot under Hints\n")
        #expect(readme.lesson == nil)
        #expect(readme.hints.isEmpty)
    }
}

/// Issue 14: a missing or non-UTF-8 README is named, with what to do — not Foundation's text.
@Suite struct UnreadableExerciseReadmeTests {
    @Test func aMissingReadmeSaysWhichAndHowToRestoreIt() throws {
        let fixture = try Fixture()
        let file = fixture.root.appendingPathComponent("Exercises/01-something/README.md")
        let error = #expect(throws: ExerciseReadmeError.self) { try ExerciseReadme(contentsOf: file) }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.hasPrefix("Exercises/01-something/README.md: missing"))
        #expect(message.contains("git checkout -- Exercises/01-something/README.md"))
        #expect(!message.contains("couldn’t") && !message.contains("NSCocoaErrorDomain"))
    }

    @Test func aReadmeThatIsNotUTF8SaysSo() throws {
        let fixture = try Fixture()
        let file = fixture.root.appendingPathComponent("Exercises/01-something/README.md")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x23, 0x20, 0xC3, 0x28, 0xFF, 0x0A]).write(to: file)
        let error = #expect(throws: ExerciseReadmeError.self) { try ExerciseReadme(contentsOf: file) }
        #expect(error.map { "\($0)" }?.contains("Exercises/01-something/README.md: not UTF-8 text") == true)
    }
}
