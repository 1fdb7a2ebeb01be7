/// Which language the workbook speaks, and what decided it. Precedence: `--lang` on the
/// command line, then the learner's remembered `:lang` choice, then the environment
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`), then English.
public struct LanguageChoice: Equatable, Sendable {
    /// The environment variable through which the workbook passes its language on to the
    /// `swift test` it starts (the graders read it before anything else).
    public static let passedOnVariable = "WORKBOOK_LANG"

    public enum Source: Equatable, Sendable {
        case option
        case remembered
        /// Chosen with `:lang` in this session, but it could not be remembered.
        case session
        /// The environment variable that decided (`LANG`), and its value.
        case environment(variable: String, value: String)
        case fallback
    }

    public var language: Language
    public var source: Source

    public init(language: Language, source: Source) {
        self.language = language
        self.source = source
    }

    public static func resolve(
        option: Language?, remembered: Language?, environment: [String: String]
    ) -> LanguageChoice {
        if let option { return LanguageChoice(language: option, source: .option) }
        if let remembered { return LanguageChoice(language: remembered, source: .remembered) }
        return fromEnvironment(environment)
    }

    /// What the environment alone decides (what `:lang auto` goes back to).
    public static func fromEnvironment(_ environment: [String: String]) -> LanguageChoice {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            // The first one set decides: a language we have no translation of means English,
            // not the next variable.
            guard let language = Language(localeName: value) else { break }
            return LanguageChoice(language: language, source: .environment(variable: variable, value: value))
        }
        return LanguageChoice(language: .english, source: .fallback)
    }
}
