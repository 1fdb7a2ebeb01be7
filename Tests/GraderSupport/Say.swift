import Foundation
import Localization
import Testing

/// A grader's failure sentence in the learner's language (issue 15): English, and its French,
/// Simplified Chinese and Japanese translations, written side by side in the grader so that
/// the interpolated values are the same in each.
///
///     #expect(ok, say("… \(n) …", fr: "… \(n) …", zh: "…", ja: "…"))
public func say(_ english: String, fr french: String, zh chinese: String, ja japanese: String) -> Comment {
    let sentence: String
    switch GraderLanguage.current {
    case .english: sentence = english
    case .french: sentence = french
    case .simplifiedChinese: sentence = chinese
    case .japanese: sentence = japanese
    }
    return Comment(rawValue: sentence)
}

/// The language graders speak in this test process.
public enum GraderLanguage {
    /// `WORKBOOK_LANG` (set by `workbook grade` for a learner who chose `--lang`/`:lang`), then
    /// `LC_ALL` / `LC_MESSAGES` / `LANG`; English when none names a translated language.
    public static var current: Language {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment[variable].flatMap(Language.init(argument:)) { return chosen }
        return Language.fromEnvironment(environment) ?? .english
    }

    /// The environment variable through which the workbook passes the learner's choice.
    public static let variable = "WORKBOOK_LANG"
}
