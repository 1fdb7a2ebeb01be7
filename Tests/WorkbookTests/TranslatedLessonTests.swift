import Foundation
import Localization
import Testing

@testable import LessonEngine

/// A translated lesson reads like the English one: its structural words, its stamp skipped.
@Suite("Translated lessons: parsing and workbook check --lang", .serialized)
struct TranslatedLessonTests {
    @Test func aFrenchLessonHasTheEnglishStepsAndChallenge() throws {
        let english = try LessonParser.parse(
            ChallengeFixtures.lesson, path: "Lessons/01-doubling.md", name: "01-doubling")
        let french = try LessonParser.parse(
            TranslationFixtures.french, path: "Lessons/fr/01-doubling.md", name: "01-doubling", language: .french)
        #expect(french.title == "Doubler")
        #expect(french.language == .french)
        #expect(french.steps.map(\.title) == ["Mise en place", "À vous : doublez-le", "Ensuite"])
        #expect(french.steps[0].codeBlocks.map(\.source) == ["let base = 3\n#expect(base == 3, \"trois\")"])
        #expect(french.steps[1].challenge?.starter.source == english.steps[1].challenge?.starter.source)
        let challenge = try #require(french.steps[1].challenge)
        #expect(challenge.hints == ["Utilisez `*`.", "`return x * 2`."])
        #expect(challenge.solution.source == english.steps[1].challenge?.solution.source)
        #expect(challenge.wrongAnswers.count == 1)
        #expect(challenge.advice.values.sorted() == ["le double de zéro est zéro", "multipliez par deux"])
    }

    @Test func englishStepWordsInAFrenchLessonAreAnErrorNamingTheFrenchForm() {
        let text = "# Titre\n## Étape 1 — Un\n## Step 2 — Two\n"
        #expect(
            throws: LessonError(path: "f.md", line: 3, message: "malformed step heading; write '## Étape 2 — Titre'")
        ) {
            try LessonParser.parse(text, path: "f.md", name: "f", language: .french)
        }
    }

    @Test(arguments: Language.allCases)
    func everyLanguagesStructuralWordsParse(language: Language) throws {
        let words = language.structuralWords
        let text = """
            <!-- translation-of: 01-x.md sha256:0123456789abcdef -->
            # T
            \(words.stepHeading(1, "A"))
            ```swift starter
            func f() -> Int { 0 }
            ```
            ```swift check
            #expect(f() == 1, "one") // try: return 1
            ```
            \(words.hintSummary(1))
            h
            </details>
            \(words.solutionSummary)
            ```swift solution
            func f() -> Int { 1 }
            ```
            </details>
            \(words.wrongAnswersSummary)
            ```swift wrong
            func f() -> Int { 2 }
            ```
            </details>
            """
        let lesson = try LessonParser.parse(text, path: "x.md", name: "01-x", language: language)
        #expect(lesson.steps.count == 1)
        #expect(lesson.steps[0].challenge?.hints == ["h"])
        #expect(lesson.steps[0].challenge?.wrongAnswers.count == 1)
    }

    @Test func theLibraryLoadsTheTranslationOrFallsBackWithANotice() throws {
        let home = try TemporaryDirectory()
        let lessons = try TranslationFixtures.install(in: home)
        try home.write("Lessons/02-more.md", "# More\n## Step 1 — One\n")
        let library = try LessonLibrary(directory: URL(fileURLWithPath: lessons), language: .french)
        let doubling = try #require(library.entry(named: "1"))
        let more = try #require(library.entry(named: "2"))
        #expect(try library.load(doubling).title == "Doubler")
        #expect(library.fallback(for: doubling) == nil)
        #expect(try library.load(more).language == .english)
        #expect(library.fallback(for: more) == TranslationFallback(lesson: "02-more", language: .french))
        #expect(library.entries.count == 2, "the fr/ folder is no lesson")
    }

    @Test func checkLangRunsTheTranslationAndProvesItsChallenge() throws {
        let home = try TemporaryDirectory()
        let lessons = try TranslationFixtures.install(in: home)
        let run = try PlainRun.run(
            ["check", "--lessons", lessons, "--lang", "fr"], stateHome: home.path, currentDirectory: home.path)
        #expect(
            run.stdout == """
                ✓ fr/01-doubling — 3 step(s), 2/2 check(s) passed, 1 challenge(s) proven
                1 lesson(s) checked, 2 check(s) run, 1 challenge(s) proven: all passed

                """)
        #expect(run.status == 0)
    }

    @Test func checkLangAllListsUntranslatedLessonsAndFailsABrokenTranslation() throws {
        let home = try TemporaryDirectory()
        // The French solution no longer passes its own checks.
        let broken = TranslationFixtures.french.replacingOccurrences(of: "return x * 2\n", with: "return x * 3\n")
        let lessons = try TranslationFixtures.install(french: broken, in: home)
        let run = try PlainRun.run(
            ["check", "--lessons", lessons, "--lang", "all"], stateHome: home.path, currentDirectory: home.path)
        #expect(run.status == 1)
        #expect(run.stdout.contains("✗ fr/01-doubling"))
        #expect(run.stdout.contains("Lessons/fr/01-doubling.md:"))
        #expect(run.stdout.contains("– 01-doubling — not translated into 简体中文 yet (Lessons/zh-Hans/01-doubling.md)"))
        #expect(run.stdout.contains("– 01-doubling — not translated into 日本語 yet (Lessons/ja/01-doubling.md)"))
        #expect(run.stdout.contains("1 lesson(s) checked (2 not translated yet)"))
    }

    @Test func anUnknownLanguageIsAUsageError() throws {
        let home = try TemporaryDirectory()
        let lessons = try TranslationFixtures.install(in: home)
        let run = try PlainRun.run(
            ["check", "--lessons", lessons, "--lang", "de"], stateHome: home.path, currentDirectory: home.path)
        #expect(run.status == 2)
        #expect(
            run.stderr.contains("--lang de: not a language of the workbook; use one of en, fr, zh-Hans, ja, or all"))
    }
}
