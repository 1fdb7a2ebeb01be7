import Foundation
import Localization

/// One graded exercise as found on disk: `Exercises/NN-slug/`.
public struct Exercise: Sendable, Equatable {
    /// Two digits, as in the folder name: "03".
    public let number: String
    /// The folder name: "03-computed-and-ignored".
    public let folderName: String
    public let directory: URL

    /// The learner's module (`Exercise03ComputedAndIgnored`) and its grader test module
    /// (`Grader03ComputedAndIgnored`); Package.swift derives the same names.
    public var moduleName: String { "Exercise" + Self.moduleSuffix(folderName) }
    public var graderModuleName: String { "Grader" + Self.moduleSuffix(folderName) }

    public var readme: URL { directory.appendingPathComponent("README.md") }

    /// `README.fr.md` beside the English README, whether or not it exists.
    public func readme(in language: Language) -> URL {
        language == .english ? readme : directory.appendingPathComponent("README.\(language.code).md")
    }

    /// The README in `language` when translated, else the English one (and `.english`).
    public func localizedReadme(_ language: Language) -> (url: URL, language: Language) {
        let translated = readme(in: language)
        return FileManager.default.fileExists(atPath: translated.path) ? (translated, language) : (readme, .english)
    }
    public var metaDirectory: URL { directory.appendingPathComponent(".meta") }

    /// The grader's folder, relative to the package root.
    public var graderPath: String { "Tests/Graders/\(folderName)" }

    /// Where the not-done marker still sits, or nil once the learner removed it.
    public var notDoneMarker: FileLocation? { NotDoneMarker.find(in: directory) }

    /// "01-registrar-by-hand" → "01RegistrarByHand".
    static func moduleSuffix(_ folder: String) -> String {
        let words = folder.split(separator: "-")
        return String(words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The lesson the exercise follows, as its README names it (`Lessons/02-registrar-by-hand.md`).
    public var lesson: String? { (try? ExerciseReadme(contentsOf: readme))?.lesson }

    /// "02" for `Lessons/02-registrar-by-hand.md`: exercise and lesson numbers differ (lesson
    /// 01 has no exercise), so every listing shows both.
    public var lessonNumber: String? {
        guard let lesson else { return nil }
        let name = lesson.dropFirst("Lessons/".count)
        let digits = name.prefix { $0.isNumber }
        return digits.isEmpty ? nil : String(digits)
    }

    /// "exercise 01 (lesson 02)".
    public var numberWithLesson: String {
        "exercise \(number)" + (lessonNumber.map { " (lesson \($0))" } ?? "")
    }

    /// The title line of the README, without the leading `#`.
    public var title: String { title(in: .english) }

    /// The title line of the README in `language` (its translation, else the English one).
    public func title(in language: Language) -> String {
        guard let text = try? String(contentsOf: localizedReadme(language).url, encoding: .utf8),
            let first = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") })
        else { return folderName }
        return String(first.dropFirst(2))
    }
}
