import Foundation
import Localization

/// The lessons folder: `NN-slug.md` files in order. Files are parsed when asked for, so
/// one broken lesson does not hide the others.
///
/// In another language the English files still decide which lessons exist; each one is read
/// from `Lessons/<code>/` when translated, else in English with a ``TranslationFallback``.
public struct LessonLibrary: Sendable {
    public struct Entry: Sendable, Equatable {
        /// `03-tracking`
        public var name: String
        public var number: Int
        public var url: URL
        /// The path shown in messages.
        public var path: String
    }

    /// The English lessons folder (`Lessons/`).
    public let directory: URL
    public let entries: [Entry]
    /// The language lessons are loaded in, when translated.
    public let language: Language

    /// Lists the lesson files in `directory`; throws when it cannot be read.
    public init(directory: URL, language: Language = .english) throws(LessonError) {
        self.directory = directory
        self.language = language
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw LessonError(path: directory.path, line: nil, message: "cannot read the lessons folder")
        }
        entries = names.compactMap { file -> Entry? in
            guard file.hasSuffix(".md") else { return nil }
            let name = String(file.dropLast(3))
            let digits = name.prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits), name.dropFirst(digits.count).first == "-" else { return nil }
            let url = directory.appendingPathComponent(file)
            return Entry(name: name, number: number, url: url, path: LessonLibrary.displayPath(url))
        }.sorted { ($0.number, $0.name) < ($1.number, $1.name) }
    }

    /// Parses one lesson in the library's language when it is translated, else in English
    /// (``fallback(for:)`` says which). `language` overrides the library's.
    public func load(_ entry: Entry, in language: Language? = nil) throws(LessonError) -> Lesson {
        let language = language ?? self.language
        guard let url = translationURL(of: entry, in: language) else {
            return try Self.parse(entry.url, path: entry.path, name: entry.name, language: .english)
        }
        return try Self.parse(url, path: Self.displayPath(url), name: entry.name, language: language)
    }

    /// Where the lesson's translation into `language` lives (`Lessons/fr/03-tracking.md`),
    /// whether or not it exists.
    public func translationLocation(of entry: Entry, in language: Language) -> URL {
        directory.appendingPathComponent(language.code, isDirectory: true)
            .appendingPathComponent(entry.name + ".md")
    }

    /// The translation's file when it exists; nil for English or an untranslated lesson.
    public func translationURL(of entry: Entry, in language: Language) -> URL? {
        guard language != .english else { return nil }
        let url = translationLocation(of: entry, in: language)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Set when the library's language is not English and this lesson has no translation:
    /// ``load(_:in:)`` gives the English lesson, and the learner should be told so.
    public func fallback(for entry: Entry) -> TranslationFallback? {
        guard language != .english, translationURL(of: entry, in: language) == nil else { return nil }
        return TranslationFallback(lesson: entry.name, language: language)
    }

    static func parse(_ url: URL, path: String, name: String, language: Language) throws(LessonError) -> Lesson {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw LessonError(path: path, line: nil, message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LessonError(path: path, line: nil, message: "the file is not UTF-8 text")
        }
        return try LessonParser.parse(text, path: path, name: name, language: language)
    }

    /// Finds a lesson by number (`3`, `03`), full name (`03-tracking`) or slug (`tracking`,
    /// or an unambiguous start of one).
    public func entry(named reference: String) -> Entry? {
        let reference = reference.hasSuffix(".md") ? String(reference.dropLast(3)) : reference
        if let number = Int(reference) { return entries.first { $0.number == number } }
        if let exact = entries.first(where: { $0.name == reference || slug(of: $0) == reference }) { return exact }
        let starting = entries.filter { slug(of: $0).hasPrefix(reference) }
        return starting.count == 1 ? starting[0] : nil
    }

    /// `tracking` for `03-tracking`.
    public func slug(of entry: Entry) -> String {
        String(entry.name.drop { $0 != "-" }.dropFirst())
    }

    public func index(of name: String) -> Int? {
        entries.firstIndex { $0.name == name }
    }

    /// A path relative to the working directory when the file is below it.
    public static func displayPath(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }
}
