import Foundation
import Grading
import Localization
import Testing

/// A grader's failure sentence in the learner's language (issue 15): English, and its French,
/// Simplified Chinese and Japanese translations, written side by side in the grader so that
/// the interpolated values are the same in each.
///
///     #expect(ok, say("… \(n) …", fr: "… \(n) …", zh: "…", ja: "…"))
///
/// `at:` names the place in the learner's files the sentence is about, when its first
/// name is not it (`.in("email", at: "get")`: the getter of `email`); with several, the
/// first whose anchor the learner's code has.
public func say(
    _ english: String, fr french: String, zh chinese: String, ja japanese: String, at places: LearnerPlace...
) -> Comment {
    let sentence: String
    switch GraderLanguage.current {
    case .english: sentence = english
    case .french: sentence = french
    case .simplifiedChinese: sentence = chinese
    case .japanese: sentence = japanese
    }
    return Comment(rawValue: sentence + (places.isEmpty ? "" : "\n" + LearnerPlace.line(places)))
}

/// The place type under the name graders use (they import GraderSupport, not Grading).
public typealias Place = LearnerPlace

extension LearnerPlace {
    /// `.in("keepObserving", at: "isCancelled", "onChange")`: the first line of
    /// `keepObserving` that holds one of them, else its declaration.
    public static func `in`(_ declaration: String, at anchors: String...) -> LearnerPlace {
        LearnerPlace(declaration, at: anchors)
    }
}

/// The language graders speak in this test process, by the workbook's rule: an explicit
/// choice, then the learner's remembered `:lang`, then the environment, then English.
public enum GraderLanguage {
    public static var current: Language { resolve(environment: ProcessInfo.processInfo.environment) }

    /// `WORKBOOK_LANG` (a `--lang` the workbook passes on), then the code remembered in the
    /// state directory's `language` file (written by `:lang`), then `LC_ALL` / `LC_MESSAGES` /
    /// `LANG`. A value naming no translated language is skipped.
    public static func resolve(environment: [String: String]) -> Language {
        if let chosen = environment[variable].flatMap(Language.init(argument:)) { return chosen }
        if let remembered = rememberedCode(environment: environment).flatMap(Language.init(argument:)) {
            return remembered
        }
        return Language.fromEnvironment(environment) ?? .english
    }

    /// The environment variable through which the workbook passes the learner's choice.
    public static let variable = LanguageChoice.passedOnVariable

    /// The `language` file in the workbook's state directory (XDG_STATE_HOME, else
    /// ~/.local/state; the same place the REPL keeps it), trimmed; nil when absent.
    static func rememberedCode(environment: [String: String]) -> String? {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.local/state"
        } else {
            return nil
        }
        let file = base + "/observation-workbook/language"
        guard let data = FileManager.default.contents(atPath: file), data.count <= 64 else { return nil }
        return String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
