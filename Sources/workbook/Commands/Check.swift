import Foundation
import LessonEngine
import Localization

/// `workbook check [LESSON…]`: runs lessons headlessly and fails on any mismatch.
enum Check: Verb {
    static let name = "check"
    static let summary = Message.verbCheck
    static let operands = "[LESSON…]"
    static var options: [VerbOption] {
        [
            .lessons,
            VerbOption("--lang", value: "CODE", example: "fr", help: .checkOptionLang),
            VerbOption("--update-repl", help: .checkOptionUpdateRepl),
        ]
    }
    static var about: String { Messages.text(.checkHelp) }
    static var exitStatus: String { Messages.text(.checkHelpExit) }

    static func run(_ arguments: VerbArguments, context: VerbContext) -> ExitCode {
        let console = context.console
        do {
            let updateCommands = arguments.has("--update-repl")
            let languages = try Self.languages(arguments.value("--lang"))
            var targets: [Target] = []
            for language in languages {
                targets += try resolve(arguments.operands, context: context, language: language)
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
                        console.style.dim("–") + " "
                            + Messages.text(.checkNotTranslated, fallback.lesson, fallback.language.nativeName, path))
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
                    console.line(Messages.text(.checkReplUpdated, lesson.path))
                }
                checks += check.checksRun
                challenges += check.challengesProven
                report(check, console: console)
                if !check.passed { failed += 1 }
            }
            let style = console.style
            let proven = challenges == 0 ? "" : Messages.text(.checkChallengesProven, "\(challenges)")
            let lessons = "\(targets.count - untranslated)"
            let tally =
                untranslated == 0
                ? Messages.text(.checkTally, lessons, "\(checks)")
                : Messages.text(.checkTallyUntranslated, lessons, "\(untranslated)", "\(checks)")
            if failed == 0 {
                console.line(style.green(Messages.text(.checkAllPassed, tally + proven)))
                return .success
            }
            console.line(style.red(Messages.text(.checkSomeFailed, tally + proven, "\(failed)")))
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
            throw UsageError(Messages.text(.checkBadLanguage, option, codes))
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
                throw UsageError(Messages.text(.checkNoLessons, library.directory.path))
            }
            return library.entries.map { load($0, from: library) }
        }
        return try references.map { reference throws(UsageError) -> Target in
            if reference.hasSuffix(".md"), FileManager.default.fileExists(atPath: reference) {
                return loadFile(reference, language: language)
            }
            guard let entry = library.entry(named: reference) else {
                throw UsageError(Messages.text(.checkNoLessonNamed, reference, library.directory.path))
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
            let challenges =
                check.challengeCount == 0 ? "" : Messages.text(.checkChallengesProven, "\(check.challengesProven)")
            let counts = [check.name, "\(check.stepCount)", "\(check.checksPassed)", "\(check.checksRun)"]
            console.line(
                style.green("✓") + " " + Messages.text(.checkLessonPassed, counts, in: Messages.language) + challenges)
            return
        }
        console.line(style.red("✗") + " " + Messages.text(.checkLessonFailed, check.name, "\(check.problems.count)"))
        for problem in check.problems {
            for line in problem { console.line("  " + line) }
        }
    }
}
