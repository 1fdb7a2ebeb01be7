import Foundation
import Localization

/// Every translation the package should have, and the check of each one against its English
/// file: `Lessons/<code>/NN-slug.md` and `Lessons/<code>/README.md` for the lessons,
/// `Exercises/NN-slug/README.<code>.md` for the exercises (i18n-layout, issue 15).
public struct TranslationCatalog: Sendable {
    /// One translated file, whether or not it exists yet.
    public struct File: Sendable, Equatable {
        public var english: URL
        public var translation: URL
        public var language: Language
        /// The English file's name as its stamp names it (`03-tracking.md`, `README.md`).
        public var sourceName: String
        public var isExerciseReadme: Bool

        public var exists: Bool { FileManager.default.fileExists(atPath: translation.path) }
    }

    /// The package folder holding `Lessons/` and `Exercises/`.
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// Every file a complete translation into `language` has, lessons first.
    public func files(in language: Language) -> [File] {
        let lessons = root.appendingPathComponent("Lessons", isDirectory: true)
        var files: [File] = []
        let library = try? LessonLibrary(directory: lessons)
        let lessonFiles = (library?.entries.map { $0.name + ".md" } ?? []) + ["README.md"]
        for name in lessonFiles where FileManager.default.fileExists(atPath: lessons.appendingPathComponent(name).path)
        {
            files.append(
                File(
                    english: lessons.appendingPathComponent(name),
                    translation: lessons.appendingPathComponent(language.code).appendingPathComponent(name),
                    language: language, sourceName: name, isExerciseReadme: false))
        }
        let exercises = root.appendingPathComponent("Exercises", isDirectory: true)
        for folder in Self.names(in: exercises) {
            let readme = exercises.appendingPathComponent(folder).appendingPathComponent("README.md")
            guard folder.first?.isNumber == true, FileManager.default.fileExists(atPath: readme.path) else { continue }
            files.append(
                File(
                    english: readme,
                    translation: exercises.appendingPathComponent(folder)
                        .appendingPathComponent("README.\(language.code).md"),
                    language: language, sourceName: "README.md", isExerciseReadme: true))
        }
        return files
    }

    /// The catalog entry for a translated file's path (for `--stamp FILE`); nil when the path
    /// is no translation's.
    public func file(at path: String) -> File? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return Language.allCases.filter { $0 != .english }.lazy.flatMap { self.files(in: $0) }.first {
            $0.translation.standardizedFileURL.path == url.path
        }
    }

    /// What is wrong with an existing translation; empty when it follows its English file.
    public func problems(in file: File) -> [TranslationProblem] {
        let path = shown(file.translation)
        guard let english = FileManager.default.contents(atPath: file.english.path),
            let englishText = String(data: english, encoding: .utf8)
        else {
            return [
                TranslationProblem(
                    kind: .structureDiffers, path: shown(file.english), line: 1, place: nil,
                    message: "cannot read the English file as UTF-8 text")
            ]
        }
        guard let data = FileManager.default.contents(atPath: file.translation.path),
            let text = String(data: data, encoding: .utf8)
        else {
            return [
                TranslationProblem(
                    kind: .structureDiffers, path: path, line: 1, place: nil,
                    message: "cannot read the translation as UTF-8 text")
            ]
        }
        return TranslationComparison(
            englishText: englishText, englishBytes: Array(english), sourceName: file.sourceName,
            translationText: text, path: path, language: file.language,
            kind: file.isExerciseReadme ? .exerciseReadme : .lesson
        ).problems()
    }

    /// The stamp the translation should carry for its English file as it is now.
    public func currentStamp(for file: File) throws -> TranslationStamp {
        let english = try Data(contentsOf: file.english)
        return TranslationStamp(source: file.sourceName, english: Array(english))
    }

    /// Writes the current stamp on line 1 of the translation (replacing the old one).
    public func restamp(_ file: File) throws {
        let text = try String(contentsOf: file.translation, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let stamp = try currentStamp(for: file).line
        if let first = lines.first, TranslationStamp.looksLikeStamp(first) {
            lines[0] = stamp
        } else {
            lines.insert(stamp, at: 0)
        }
        try Data(lines.joined(separator: "\n").utf8).write(to: file.translation, options: .atomic)
    }

    /// The path relative to the package root.
    public func shown(_ url: URL) -> String {
        let base = root.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private static func names(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}
