import Foundation
import LearnerState
import Localization

/// The language of this run: decided at start (`--lang`, the remembered `:lang` choice, the
/// environment, English), changed by `:lang`, remembered in the state directory's `language`.
final class LanguageSetting {
    let file: StateFile<LanguageCode>?
    let environment: [String: String]
    private(set) var choice: LanguageChoice
    /// What was wrong with the remembered choice, for the learner; said once at start.
    let problem: String?

    init(
        option: Language?, environment: [String: String] = ProcessInfo.processInfo.environment,
        file: StateFile<LanguageCode>? = LearnerState.standard()?.language
    ) {
        self.file = file
        self.environment = environment
        var remembered: Language?
        var problem: String?
        // What is wrong with the file is said in the language chosen without it (it then counts for nothing).
        Messages.language = LanguageChoice.resolve(option: option, remembered: nil, environment: environment).language
        if let file {
            let (saved, trouble) = file.load()
            remembered = saved.language
            switch trouble {
            case nil: break
            case .setAside(let kept): problem = Messages.text(.languageFileNotALanguage, file.url.path, kept)
            case .invalid: problem = Messages.text(.languageFileIgnored, file.describe(.invalid))
            case .readOnly(let reason): problem = Messages.text(.languageFileIgnored, reason)
            }
        }
        self.problem = problem
        choice = LanguageChoice.resolve(option: option, remembered: remembered, environment: environment)
        Messages.language = choice.language
    }

    var language: Language { choice.language }

    /// Speaks `language` from now on and remembers it; nil forgets the choice and follows
    /// the environment again. Returns why it could not be remembered, if it could not.
    func choose(_ language: Language?) -> String? {
        choice =
            language.map { LanguageChoice(language: $0, source: .remembered) }
            ?? LanguageChoice.fromEnvironment(environment)
        Messages.language = choice.language
        let problem: String?
        if let file {
            do {
                try file.update { $0.language = language }
                problem = nil
            } catch {
                problem = error.description
            }
        } else {
            problem = Messages.text(.progressNotSaved)
        }
        if problem != nil, let language { choice = LanguageChoice(language: language, source: .session) }
        return problem
    }

    /// `--lang VALUE` read from the command line; a usage error names the choices.
    static func parseOption(_ value: String) throws(UsageError) -> Language {
        guard let language = Language(argument: value) else {
            throw UsageError(Messages.text(.languageUnknown, value, choices))
        }
        return language
    }

    /// `en (English), fr (Français), zh-Hans (简体中文), ja (日本語)`
    static var choices: String {
        Language.allCases.map { "\($0.code) (\($0.nativeName))" }.joined(separator: ", ")
    }

    /// What decided the language, in the learner's words.
    var sourceDescription: String {
        switch choice.source {
        case .option: Messages.text(.languageSourceOption)
        case .remembered: Messages.text(.languageSourceRemembered)
        case .session: Messages.text(.languageSourceSession)
        case .environment(let variable, let value): Messages.text(.languageSourceEnvironment, "\(variable)=\(value)")
        case .fallback: Messages.text(.languageSourceDefault)
        }
    }
}

extension LanguageSetting {
    /// `--lang` decides this run, over the remembered choice and the environment.
    func override(with language: Language) {
        choice = LanguageChoice(language: language, source: .option)
        Messages.language = language
    }
}
