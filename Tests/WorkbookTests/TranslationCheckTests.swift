import Foundation
import LessonEngine
import Localization
import Testing

/// `workbook dev translations`: a translation keeps its English code and steps, and says
/// which English text it follows. Each way of failing is reported with file, line and step.
@Suite("Translations follow their English files", .serialized)
struct TranslationCheckTests {
    let home: TemporaryDirectory
    let catalog: TranslationCatalog

    init() throws {
        home = try TemporaryDirectory()
        _ = try ChallengeFixtures.install(in: home)
        try home.write("Package.swift", "// a package\n")
        try home.write("Exercises/01-doubling/README.md", Self.englishReadme)
        catalog = TranslationCatalog(root: home.url)
    }

    static let englishReadme = """
        # Exercise 01 — Doubling

        Follows lesson: [`Lessons/01-doubling.md`](../../Lessons/01-doubling.md)

        ## Task

        Write `double`.

        ```swift
        double(2) // 4
        ```

        ## Hints

        ### Hint 1

        Multiply.

        ### Hint 2

        By two.
        """

    /// The problems of the French lesson `text`.
    func lessonProblems(_ text: String) throws -> [TranslationProblem] {
        try home.write("Lessons/fr/01-doubling.md", text)
        let file = try #require(catalog.files(in: .french).first { $0.sourceName == "01-doubling.md" })
        return catalog.problems(in: file)
    }

    @Test func aFaithfulTranslationHasNoProblems() throws {
        #expect(try lessonProblems(TranslationFixtures.french) == [])
    }

    @Test func changedCodeIsReportedWithFileLineAndStep() throws {
        let text = TranslationFixtures.french.replacingOccurrences(of: "return 6\n", with: "return 7\n")
        let problems = try lessonProblems(text)
        #expect(problems.map(\.kind) == [.blockDiffers])
        #expect(
            problems.first?.description
                == "Lessons/fr/01-doubling.md:\(lineOf("return 7", in: text)): step 2 (À vous : doublez-le): "
                + "the ```swift wrong block differs from English: here '    return 7', English '    return 6' (English line \(lineOf("return 6", in: ChallengeFixtures.lesson)))"
        )
    }

    @Test func translatedOutputIsReported() throws {
        let text = TranslationFixtures.french.replacingOccurrences(of: "```output\nafter\n", with: "```output\naprès\n")
        let problems = try lessonProblems(text)
        #expect(problems.map(\.kind) == [.blockDiffers])
        #expect(problems.first?.place == "step 3 (Ensuite)")
        #expect(problems.first?.message.contains("the ```output block differs from English: here 'après'") == true)
    }

    @Test func aTranslatedPrintedStringIsReportedButCommentsAndReasonsMayChange() throws {
        let printed = TranslationFixtures.french.replacingOccurrences(
            of: "print(\"after\")", with: "print(\"ensuite\")")
        #expect(try lessonProblems(printed).map(\.kind) == [.blockDiffers])
        // Comments that take more lines than in English, and a reason with a comma inside.
        let reworded = TranslationFixtures.french
            .replacingOccurrences(of: "// try: multipliez par deux", with: "// Essayez :\n// try: multipliez par deux")
            .replacingOccurrences(of: "\"double(3) vaut 6\"", with: "\"double(3), c'est 6 // pas 9\"")
        #expect(try lessonProblems(reworded) == [])
    }

    @Test func aMissingStepAndAnExtraStepAreNamed() throws {
        let start = TranslationFixtures.french.range(of: "## Étape 3 — Ensuite")!.lowerBound
        let missing = String(TranslationFixtures.french[..<start])
        let problems = try lessonProblems(missing)
        #expect(problems.map(\.kind) == [.missingSection])
        #expect(problems.first?.message.hasPrefix("step 3 of the English file is missing here") == true)

        let extra = TranslationFixtures.french + "\n## Étape 4 — En plus\n"
        let extraProblems = try lessonProblems(extra)
        #expect(extraProblems.map(\.kind) == [.extraSection])
        #expect(extraProblems.first?.place == "step 4 (En plus)")
        #expect(extraProblems.first?.line == lineOf("## Étape 4", in: extra))
    }

    @Test func aMissingHintIsAStructureDifferenceInItsStep() throws {
        let text = TranslationFixtures.french.replacingOccurrences(
            of: "<details><summary>Indice 2</summary>\n\n`return x * 2`.\n\n</details>\n\n", with: "")
        let problems = try lessonProblems(text)
        #expect(problems.map(\.kind) == [.structureDiffers])
        #expect(problems.first?.place == "step 2 (À vous : doublez-le)")
        #expect(
            problems.first?.message.hasPrefix(
                "found the folded Solution section where English has the folded Hint 2 section") == true)
    }

    @Test func aMissingStampAndAStaleStampAreReported() throws {
        let unstamped = TranslationFixtures.french.split(separator: "\n", maxSplits: 1)[1]
        let problems = try lessonProblems(String(unstamped))
        #expect(problems.map(\.kind) == [.missingStamp])
        #expect(
            problems.first?.description.hasPrefix("Lessons/fr/01-doubling.md:1: no translation stamp on line 1") == true
        )
        #expect(problems.first?.description.contains(TranslationFixtures.stamp) == true)

        // The English lesson changes after the translation was stamped.
        try home.write("Lessons/fr/01-doubling.md", TranslationFixtures.french)
        try home.write("Lessons/01-doubling.md", ChallengeFixtures.lesson + "\nOne more sentence.\n")
        let file = try #require(catalog.files(in: .french).first { $0.sourceName == "01-doubling.md" })
        let stale = catalog.problems(in: file)
        #expect(stale.map(\.kind) == [.staleStamp])
        #expect(stale.first?.line == 1)
        #expect(stale.first?.message.hasPrefix("stale: it follows 01-doubling.md at sha256:") == true)

        // After review, the translator restamps: the translation follows the English again.
        try catalog.restamp(file)
        #expect(catalog.problems(in: file) == [])
        let restamped = try String(contentsOf: file.translation, encoding: .utf8)
        #expect(restamped.hasPrefix("<!-- translation-of: 01-doubling.md sha256:"))
        #expect(
            restamped.dropFirst(restamped.prefix { $0 != "\n" }.count)
                == TranslationFixtures.french.dropFirst(TranslationFixtures.stamp.count))
    }

    @Test func theStampHashIsTheOneSha256sumPrints() throws {
        // printf 'abc' | sha256sum → ba7816bf8f01cfea…
        #expect(TranslationStamp(source: "x.md", english: Array("abc".utf8)).hash == "ba7816bf8f01cfea")
        #expect(TranslationStamp(source: "x.md", english: []).hash == "e3b0c44298fc1c14")
        let long = Array(String(repeating: "a", count: 1000).utf8)
        #expect(TranslationStamp(source: "x.md", english: long).hash == "41edece42d63e8d9")
    }

    @Test func anExerciseReadmeKeepsItsSectionsAndBlocks() throws {
        let stamp = TranslationStamp(source: "README.md", english: Array(Self.englishReadme.utf8)).line
        let french = """
            \(stamp)
            # Exercice 01 — Doubler

            Suit la leçon : [`Lessons/fr/01-doubling.md`](../../Lessons/fr/01-doubling.md)

            ## Tâche

            Écrivez `double`.

            ```swift
            double(2) // 4, bien sûr
            ```

            ## Indices

            ### Indice 1

            Multipliez.

            ### Indice 2

            Par deux.
            """
        try home.write("Exercises/01-doubling/README.fr.md", french)
        let file = try #require(catalog.files(in: .french).first { $0.isExerciseReadme })
        #expect(catalog.problems(in: file) == [])

        try home.write(
            "Exercises/01-doubling/README.fr.md", french.replacingOccurrences(of: "### Indice 2\n\nPar deux.", with: "")
        )
        let problems = catalog.problems(in: file)
        #expect(problems.map(\.kind) == [.missingSection])
        #expect(problems.first?.path == "Exercises/01-doubling/README.fr.md")
        #expect(problems.first?.message.hasPrefix("hint 2 of the English file is missing here") == true)
    }

    @Test func devTranslationsFailsInCIAndListsWhatIsMissing() throws {
        let changed = TranslationFixtures.french.replacingOccurrences(of: "return 6\n", with: "return 7\n")
        try home.write("Lessons/fr/01-doubling.md", changed)
        let run = try PlainRun.run(
            ["dev", "translations", "--missing"], stateHome: home.path, currentDirectory: home.path)
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "✗ fr (Français): 1/1 lesson files, 0/1 exercise READMEs translated; 1 file(s) do not follow English"))
        #expect(
            run.stdout.contains(
                "  Lessons/fr/01-doubling.md:\(lineOf("return 7", in: changed)): step 2"))
        #expect(run.stdout.contains("  missing: Exercises/01-doubling/README.fr.md"))
        #expect(run.stdout.contains("✓ ja (日本語): 0/1 lesson files, 0/1 exercise READMEs translated"))

        let stamped = try PlainRun.run(
            ["dev", "translations", "--stamp", "Lessons/fr/01-doubling.md"], stateHome: home.path,
            currentDirectory: home.path)
        #expect(stamped.stdout.hasPrefix("stamped Lessons/fr/01-doubling.md: follows 01-doubling.md sha256:"))
        #expect(stamped.status == 1, "stamping does not hide that the code differs")
    }

    private func lineOf(_ text: String, in file: String) -> Int {
        (file.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) } ?? -1) + 1
    }
}
