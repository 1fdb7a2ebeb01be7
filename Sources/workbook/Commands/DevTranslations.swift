import Foundation
import LessonEngine
import Localization

/// `workbook dev translations`: every translation against its English file (CI runs it), a
/// list of what each language still lacks, and `--stamp FILE…` for translators after review.
enum DevTranslations {
    static func run(_ files: [String], stamp: Bool, listMissing: Bool, console: Console) -> ExitCode {
        let catalog: TranslationCatalog
        do {
            catalog = TranslationCatalog(root: try Checkout.locate().catalog.root)
            if stamp && files.isEmpty {
                throw UsageError("--stamp needs the translated files to stamp, e.g. Lessons/fr/03-one-shot-tracking.md")
            }
            if !stamp, let extra = files.first {
                throw UsageError("'dev translations' takes files only with --stamp (got '\(extra)')")
            }
        } catch {
            console.error("\(error)")
            return .usage
        }
        if stamp { return restamp(files, catalog: catalog, console: console) }
        return check(catalog, listMissing: listMissing, console: console)
    }

    /// Checks every existing translation; one summary line per language.
    static func check(_ catalog: TranslationCatalog, listMissing: Bool, console: Console) -> ExitCode {
        let style = console.style
        var failed = 0
        for language in Language.allCases where language != .english {
            let files = catalog.files(in: language)
            let present = files.filter(\.exists)
            var problems: [TranslationProblem] = []
            for file in present { problems += catalog.problems(in: file) }
            let broken = Set(problems.map(\.path)).count
            failed += broken
            let lessons = files.filter { !$0.isUnderExercises }
            let readmes = files.filter(\.isUnderExercises)
            let summary =
                "\(language.code) (\(language.nativeName)): "
                + "\(lessons.filter(\.exists).count)/\(lessons.count) lesson files, "
                + "\(readmes.filter(\.exists).count)/\(readmes.count) exercise files translated"
            console.line(
                broken == 0
                    ? "\(style.green("✓")) \(summary)"
                    : "\(style.red("✗")) \(summary); \(broken) file(s) do not follow English")
            for problem in problems { console.line("  \(problem)") }
            if listMissing {
                for file in files where !file.exists { console.line("  missing: \(catalog.shown(file.translation))") }
            }
        }
        return failed == 0 ? .success : .failure
    }

    /// Writes the current stamp into each translated file, after a translator's review.
    static func restamp(_ paths: [String], catalog: TranslationCatalog, console: Console) -> ExitCode {
        var failed = false
        for path in paths {
            guard let file = catalog.file(at: path), file.exists else {
                console.error(
                    "\(path): not a translation (Lessons/<code>/NN-slug.md, Lessons/<code>/README.md "
                        + "or Exercises/NN-slug/README.<code>.md, existing)")
                failed = true
                continue
            }
            do {
                try catalog.restamp(file)
                let stamp = try catalog.currentStamp(for: file)
                console.line("stamped \(catalog.shown(file.translation)): follows \(stamp.source) sha256:\(stamp.hash)")
                let remaining = catalog.problems(in: file)
                for problem in remaining { console.line("  \(problem)") }
                if !remaining.isEmpty { failed = true }
            } catch {
                console.error("\(path): cannot stamp: \(error.localizedDescription)")
                failed = true
            }
        }
        return failed ? .failure : .success
    }
}
