import Foundation
import Testing

/// The workbook speaks the learner's language: chosen from the environment, `--lang` and
/// `:lang` (remembered in the state directory), with compiler words left as they are.
@Suite("The workbook's language", .serialized)
struct LanguageChoiceReplTests {
    let home: TemporaryDirectory
    let lessons: String

    init() throws {
        home = try TemporaryDirectory()
        lessons = try LessonFixtures.install(in: home)
    }

    func repl(_ input: String, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> PlainRun {
        try PlainRun.run(
            ["--lessons", lessons] + arguments, stdin: input, stateHome: home.path, currentDirectory: home.path,
            environment: environment)
    }

    var languageFile: String { "state/observation-workbook/language" }

    @Test("LANG picks the language of workbook --help")
    func helpFollowsTheEnvironment() throws {
        let japanese = try PlainRun.run(["--help"], stateHome: home.path, environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.stdout.contains("REPL で Swift の Observation を学ぶ"))
        #expect(japanese.stdout.contains("演習の次のヒントを表示する"))
        let french = try PlainRun.run(["--help"], stateHome: home.path, environment: ["LC_ALL": "fr_FR.UTF-8"])
        #expect(french.stdout.contains("apprendre Observation de Swift dans un REPL"))
        let reset = try PlainRun.run(["reset", "--help"], stateHome: home.path, environment: ["LANG": "zh_CN.UTF-8"])
        #expect(reset.stdout.contains("\n\n用法：workbook reset NN [--yes] [--from REF] [--undo]\n"))
        #expect(reset.stdout.contains("退出状态：0 已重置"))
        let english = try PlainRun.run(["--help"], stateHome: home.path, environment: ["LANG": "de_DE.UTF-8"])
        #expect(english.stdout.contains("learn Swift Observation in a REPL"))
    }

    @Test(":lang switches at once, is remembered, and beats the environment; --lang beats both")
    func langSwitchesAndPersists() throws {
        let first = try repl(":where\n:lang fr\n:where\n", environment: ["LANG": "ja_JP.UTF-8"])
        #expect(first.stdout.contains("開いているレッスンはありません"))
        #expect(first.stdout.contains("Langue du workbook désormais : Français."))
        #expect(first.stdout.contains("Aucune leçon n'est ouverte."))
        #expect(home.read(languageFile) == "fr\n")

        let second = try repl(":lang\n", environment: ["LANG": "ja_JP.UTF-8"])
        #expect(second.stdout.contains("Le workbook parle Français (retenu depuis :lang)."))

        let overridden = try repl(":where\n:lang\n", ["--lang", "zh-Hans"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(overridden.stdout.contains("当前没有打开的课程。"))
        #expect(overridden.stdout.contains("命令行的 --lang"))
        #expect(home.read(languageFile) == "fr\n", "--lang is for one run; it does not change the remembered choice")

        let forgotten = try repl(":lang auto\n:where\n", environment: ["LANG": "ja_JP.UTF-8"])
        #expect(forgotten.stdout.contains("環境変数に従います"))
        #expect(forgotten.stdout.contains("開いているレッスンはありません"))
        #expect(home.read(languageFile) == nil)
    }

    @Test("a wrong language names the choices; the session goes on")
    func unknownLanguage() throws {
        let run = try repl(":lang klingon\n:where\n")
        #expect(run.stderr.contains("no language 'klingon'; the workbook speaks en (English), fr (Français)"))
        #expect(run.stdout.contains("No lesson is open"))
        let option = try PlainRun.run(["--lang", "xx"], stateHome: home.path)
        #expect(option.status == 2)
        #expect(option.stderr.contains("no language 'xx'"))
    }

    @Test("an unreadable language file is reported and never replaced")
    func unreadableLanguageFile() throws {
        try FileManager.default.createDirectory(
            at: home.url.appendingPathComponent(languageFile + "/inside"), withIntermediateDirectories: true)
        let run = try repl(":lang ja\n:where\n:lang\n")
        #expect(run.stdout.contains("workbook は日本語で表示します。"))
        #expect(run.stdout.contains("（このセッションで :lang により選択（記憶されていません））"))
        #expect(run.stderr.contains("選択を記憶できませんでした"))
        #expect(run.stderr.contains("language は通常のファイルではありません。ファイルはそのまま残します"))
        #expect(run.stdout.contains("開いているレッスンはありません"), "the session goes on in the chosen language")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: home.path + "/" + languageFile, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
    }

    @Test("a language file holding nonsense is set aside, not lost, when a choice is saved")
    func nonsenseIsSetAside() throws {
        try home.write(languageFile, "Klingon, please\n")
        let run = try repl(":where\n:lang fr\n")
        #expect(run.stdout.contains("No lesson is open"), "nonsense is ignored: the environment decides")
        #expect(home.read(languageFile) == "fr\n")
        #expect(home.read(languageFile + ".unreadable") == "Klingon, please\n")
    }

    @Test("lesson steps, checks and footers speak the language; code output stays as the code prints it")
    func lessonInJapanese() throws {
        let run = try repl(":open 1 2\n", ["--lang", "ja"])
        #expect(run.stdout.contains("── レッスン 1/2 · ステップ 2/2 ── ステップ 2 — Count"))
        #expect(run.stdout.contains("✓ #expect(counter.value == 1) — one increment"), "checks keep their Swift text")
        #expect(run.stdout.contains("ステップ 2 完了。チェック 1/1 件成功。"))
        #expect(run.stdout.contains("\n1\n"), "what the code prints is untouched")
    }

    @Test("a lesson without a translation opens in English with a one-line notice in the chosen language")
    func fallbackNotice() throws {
        try home.write(
            "Lessons/fr/02-prose.md",
            """
            # Seulement des mots

            ## Étape 1 — Lecture

            Rien ne tourne dans cette étape.

            ## Étape 2 — Encore

            - un élément
            """)
        let run = try repl(":lessons\n:open 1\n:open 2\n:lang ja\n:where\n", ["--lang", "fr"])
        #expect(run.stdout.contains("Seulement des mots"), ":lessons lists the translated title")
        #expect(run.stdout.contains("01-counting n'a pas encore de traduction (Français) : elle s'affiche en anglais."))
        #expect(run.stdout.contains("# Counting with a class"))
        #expect(run.stdout.contains("── leçon 1/2 · étape 1/2 ── Étape 1 — A counter"))
        #expect(run.stdout.contains("# Seulement des mots  · mode Swift 5\n"))
        #expect(run.stdout.contains("Rien ne tourne dans cette étape."))
        #expect(!run.stdout.contains("02-prose n'a pas encore"), "no notice for a translated lesson")
        // :lang re-reads the open lesson: lesson 2 has no Japanese translation.
        #expect(run.stdout.contains("02-prose はまだ日本語に翻訳されていません：英語で表示します。"))
        #expect(run.stdout.contains("— Prose only — ステップ 1：Reading"))
    }
}
