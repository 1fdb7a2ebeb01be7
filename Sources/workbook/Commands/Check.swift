import Foundation
import LessonEngine
import Localization

/// `workbook check [LESSON…]`: runs lessons headlessly and fails on any mismatch.
enum Check: Verb {
    static let name = "check"
    static let summary = "run lessons headlessly; fail on any output mismatch or failed check"
    static let help = """
        usage: workbook check [--lessons DIR] [--lang CODE|all] [--update-repl] [LESSON…]

        Runs each lesson's Swift blocks in order in one fresh session, as the REPL would.
        Every ```output block must match what its block printed exactly, and every
        #expect check must pass. Every challenge step is proven honest: its starter and
        each ```swift wrong answer fail at least one of its checks, its solution passes
        them all (each in a fresh session replaying the lesson up to the challenge).
        Prints one line per lesson, then each problem as FILE:LINE: what went wrong.

        LESSON is a number (3), a file name (03-tracking), a slug (tracking) or a path
        to a lesson .md file. Without LESSON, every lesson in the Lessons folder is checked.

        With --lang, the translations in Lessons/CODE/ are checked the same way (the English
        lesson decides which lessons exist; one not translated yet is listed, not failed).
        Whether a translation keeps its English blocks is 'workbook dev translations'.

        options:
          --lessons DIR   use the lessons in DIR instead of the package's Lessons/
          --lang CODE     check the translations into fr, zh-Hans or ja (all: every one)
          --update-repl   write what each ```repl block (:deps, :why) printed into the
                          ```output block after it (Swift output comes from swiftc:
                          Lessons/tools/compile-lesson.sh --update)
          -h, --help      show this help

        exit status: 0 every lesson passed, 1 a lesson failed or is malformed,
                     2 a usage error (unknown lesson, no Lessons folder)
        """

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        let console = context.console
        do {
            var arguments = arguments
            let updateCommands = arguments.takeFlag("--update-repl")
            let languages = try Self.languages(try arguments.takeOption("--lang"))
            try arguments.rejectUnknownOptions(for: name)
            var targets: [Target] = []
            for language in languages {
                targets += try resolve(arguments.remaining, context: context, language: language)
            }
            let worker = WorkerThread()
            var failed = 0
            var checks = 0
            var challenges = 0
            var untranslated = 0
            for target in targets {
                let check: LessonCheck
                switch target {
                case .untranslated(let fallback, let path):
                    untranslated += 1
                    console.line(
                        "\(console.style.dim("–")) \(fallback.lesson) — not translated into "
                            + "\(fallback.language.nativeName) yet (\(path))")
                    continue
                case .lesson(let lesson):
                    var run = worker.run {
                        LessonChecker.check(lesson) { session in
                            LessonCommands(session: session, footprint: FootprintView(names: ObjectNames()))
                        }
                    }
                    if lesson.language != .english { run.name = "\(lesson.language.code)/\(lesson.name)" }
                    check = run
                case .broken(let error, let name):
                    check = LessonChecker.failure(error, name: name)
                }
                if updateCommands, case .lesson(let lesson) = target, !check.commandOutputs.isEmpty,
                    let text = try? String(contentsOfFile: lesson.path, encoding: .utf8)
                {
                    let rewritten = CommandOutputRewriter.rewrite(text, outputs: check.commandOutputs)
                    try? rewritten.write(toFile: lesson.path, atomically: true, encoding: .utf8)
                    console.line("updated the ```repl output blocks of \(lesson.path)")
                }
                checks += check.checksRun
                challenges += check.challengesProven
                report(check, console: console)
                if !check.passed { failed += 1 }
            }
            let style = console.style
            let proven = challenges == 0 ? "" : ", \(challenges) challenge(s) proven"
            let missing = untranslated == 0 ? "" : " (\(untranslated) not translated yet)"
            let summary =
                "\(targets.count - untranslated) lesson(s) checked\(missing), \(checks) check(s) run\(proven): "
            if failed == 0 {
                console.line(style.green("\(summary)all passed"))
                return .success
            }
            console.line(style.red("\(summary)\(failed) failed"))
            return .failure
        } catch {
            console.error("\(error)")
            return .usage
        }
    }

    enum Target {
        case lesson(Lesson)
        case broken(LessonError, name: String)
        /// `--lang`: the lesson has no translation into that language (its expected path).
        case untranslated(TranslationFallback, path: String)
    }

    /// `--lang CODE` → that language; `all` → every translation; none → English.
    static func languages(_ option: String?) throws(UsageError) -> [Language] {
        guard let option else { return [.english] }
        if option.lowercased() == "all" { return Language.allCases.filter { $0 != .english } }
        guard let language = Language(argument: option) else {
            let codes = Language.allCases.map(\.code).joined(separator: ", ")
            throw UsageError("--lang \(option): not a language of the workbook; use one of \(codes), or all")
        }
        return [language]
    }

    static func resolve(
        _ references: [String], context: VerbContext, language: Language = .english
    ) throws(UsageError) -> [Target] {
        // Paths to files work without a Lessons folder.
        if !references.isEmpty
            && references.allSatisfy({ $0.hasSuffix(".md") && FileManager.default.fileExists(atPath: $0) })
        {
            return references.map { loadFile($0, language: language) }
        }
        let library = try LessonsFolder.library(context, language: language)
        if references.isEmpty {
            guard !library.entries.isEmpty else {
                throw UsageError("\(library.directory.path) holds no lessons (files named NN-slug.md)")
            }
            return library.entries.map { load($0, from: library) }
        }
        return try references.map { reference throws(UsageError) -> Target in
            if reference.hasSuffix(".md"), FileManager.default.fileExists(atPath: reference) {
                return loadFile(reference, language: language)
            }
            guard let entry = library.entry(named: reference) else {
                throw UsageError("no lesson '\(reference)' in \(library.directory.path); 'workbook lessons' lists them")
            }
            return load(entry, from: library)
        }
    }

    static func load(_ entry: LessonLibrary.Entry, from library: LessonLibrary) -> Target {
        if let fallback = library.fallback(for: entry) {
            let path = LessonLibrary.displayPath(library.translationLocation(of: entry, in: library.language))
            return .untranslated(fallback, path: path)
        }
        do { return .lesson(try library.load(entry)) } catch { return .broken(error, name: entry.name) }
    }

    /// A lesson file named by path, read in `language`'s structural words.
    static func loadFile(_ path: String, language: Language = .english) -> Target {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            return .broken(
                LessonError(path: path, line: nil, message: "cannot read the file as UTF-8 text"), name: name)
        }
        do { return .lesson(try LessonParser.parse(text, path: path, name: name, language: language)) } catch {
            return .broken(error, name: name)
        }
    }

    static func report(_ check: LessonCheck, console: Console) {
        let style = console.style
        if check.passed {
            let challenges = check.challengeCount == 0 ? "" : ", \(check.challengesProven) challenge(s) proven"
            console.line(
                "\(style.green("✓")) \(check.name) — \(check.stepCount) step(s), \(check.checksPassed)/\(check.checksRun) check(s) passed\(challenges)"
            )
            return
        }
        console.line("\(style.red("✗")) \(check.name) — \(check.problems.count) problem(s)")
        for problem in check.problems {
            for line in problem { console.line("  " + line) }
        }
    }
}
