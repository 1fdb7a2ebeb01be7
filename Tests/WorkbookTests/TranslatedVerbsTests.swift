import Foundation
import Grading
import Localization
import Testing

@testable import workbook

/// The verbs around the exercises and lessons (`hint`, `grade`, `check`, their `--help`, the
/// warnings about state files) speak the language the learner chose, like the REPL.
@Suite struct TranslatedVerbsTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    /// A checkout with one exercise that has two hints.
    private func makeCheckout() throws {
        try home.write("Package.swift", "// swift-tools-version:6.0\n")
        try home.write("Exercises/01-first/Model.swift", "// WORKBOOK: NOT DONE\nstruct Model {}\n")
        try home.write(
            "Exercises/01-first/README.md",
            "# Exercise 01 — First\n\n## Hints\n\n### Hint 1\n\nLook closer.\n\n### Hint 2\n\nUse the registrar.\n")
    }

    @Test("workbook hint follows LANG: title, last-hint note and usage error in Japanese")
    func hintInJapanese() throws {
        try makeCheckout()
        let hint = { (arguments: [String]) in
            try PlainRun.run(
                ["hint"] + arguments, stateHome: home.path, currentDirectory: home.path,
                environment: ["LANG": "ja_JP.UTF-8"])
        }
        let first = try hint(["1"])
        #expect(first.status == 0)
        #expect(first.stdout.contains("演習 01、ヒント 1/2") && first.stdout.contains("Look closer."))
        _ = try hint(["1"])
        let last = try hint(["1"])
        #expect(last.stdout.contains("これが最後のヒントです。行き詰まったら Exercises/01-first/.meta/ に解答例があります。"))
        // Without a number, `hint` is for the current exercise (issue 35); two are a usage error.
        let none = try hint(["1", "2"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("演習を一つ指定してください。例：'workbook hint 03'"))
    }

    @Test("workbook --lang fr check: one line per lesson and the tally in French")
    func checkInFrench() throws {
        let lessons = try LessonFixtures.install(in: home)
        let run = try PlainRun.run(
            ["--lang", "fr", "check", "--lessons", lessons, "2"], stateHome: home.path, currentDirectory: home.path)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "✓ 02-prose — 2 étape(s), 0/0 vérification(s) réussie(s)\n"
                + "1 leçon(s) vérifiée(s), 0 vérification(s) exécutée(s) : tout a réussi\n")
    }

    @Test("the --help pages of check, grade and hint are translated; dev says it is English only")
    func helpPages() throws {
        let japanese = ["LANG": "ja_JP.UTF-8"]
        let grade = try PlainRun.run(["grade", "--help"], stateHome: home.path, environment: japanese)
        #expect(grade.stdout.contains("\n\n使い方：workbook grade [NN …] [--force] [--verbose]"))
        #expect(grade.stdout.contains("採点器は workbook の言語で話します。"))
        let hint = try PlainRun.run(["--lang", "zh-Hans", "hint", "--help"], stateHome: home.path)
        #expect(hint.stdout.contains("显示练习 NN 的下一条提示"))
        let check = try PlainRun.run(["--lang", "fr", "check", "--help"], stateHome: home.path)
        #expect(check.stdout.contains("Exécute dans l'ordre les blocs Swift de chaque leçon"))
        let dev = try PlainRun.run(["--lang", "fr", "dev", "--help"], stateHome: home.path)
        #expect(dev.stdout.contains("\n\nLes commandes dev servent aux contributeurs et à la CI"))
        #expect(dev.stdout.contains("\n  workbook dev check [--copy-to DIR]\n"))
    }

    @Test("workbook grade passes the chosen language on to the graders' swift test")
    func gradePassesTheLanguageOn() throws {
        try makeCheckout()
        let catalog = ExerciseCatalog(root: home.url)
        let run = Grade.gradingRun([], catalog: catalog, force: false, language: .japanese)
        #expect(run.environmentOverrides["WORKBOOK_LANG"] == "ja")
        let forced = Grade.gradingRun(catalog.exercises, catalog: catalog, force: true, language: .french)
        #expect(forced.environmentOverrides == ["WORKBOOK_LANG": "fr", "WORKBOOK_GRADE": "01"])
    }

    @Test("a progress file that is not JSON is reported in the learner's language, with its path")
    func unreadableProgressInJapanese() throws {
        let lessons = try LessonFixtures.install(in: home)
        let progress = try home.write("state/observation-workbook/progress.json", "{ not json")
        let run = try PlainRun.run(
            ["lessons", "--lessons", lessons], stateHome: home.path, currentDirectory: home.path,
            environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.stderr.contains("\(progress.path) は正しい進捗（JSON）ではありません。"))
        #expect(run.stderr.contains("として残し、進捗は最初からになります"))
    }
}
