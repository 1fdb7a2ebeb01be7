// The languages the workbook speaks, and how it picks one from the environment.
// English is the source; the others are translations of it (see Lessons/<code>/).

/// A language the workbook's lessons, exercises and messages come in.
public enum Language: String, CaseIterable, Sendable, Codable {
    case english = "en"
    case french = "fr"
    case simplifiedChinese = "zh-Hans"
    case japanese = "ja"

    /// The code used in folder names, `--lang` and `:lang` (`en`, `fr`, `zh-Hans`, `ja`).
    public var code: String { rawValue }

    /// The language's own name for itself, for menus and notices.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .french: "Français"
        case .simplifiedChinese: "简体中文"
        case .japanese: "日本語"
        }
    }

    /// Parses what a learner types after `--lang` / `:lang`: a code (`fr`, `zh-Hans`, `ja`,
    /// any case) or a POSIX locale name (`fr_FR.UTF-8`). Nil when it names no language we have.
    public init?(argument: String) {
        let trimmed = String(argument.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if let exact = Language.allCases.first(where: { $0.code.lowercased() == trimmed.lowercased() }) {
            self = exact
        } else if let fromLocale = Language(localeName: trimmed) {
            self = fromLocale
        } else {
            return nil
        }
    }

    /// The language a POSIX locale name asks for: `fr_FR.UTF-8` → French, `zh_CN` → Simplified
    /// Chinese, `ja_JP.eucJP` → Japanese, `C` / `POSIX` / `en_US` → English. Nil for a language
    /// the workbook has no translation of (the caller then falls back to English).
    public init?(localeName: String) {
        // Strip the codeset (".UTF-8") and modifier ("@euro"): only language and region matter.
        var name = Substring(localeName)
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
        if name.isEmpty { return nil }
        if name == "C" || name == "POSIX" {
            self = .english
            return
        }
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        switch parts.first {
        case "en": self = .english
        case "fr": self = .french
        case "ja": self = .japanese
        case "zh":
            // Traditional-script regions and an explicit "Hant" are not Simplified Chinese.
            let rest = Set(parts.dropFirst())
            if !rest.isDisjoint(with: ["tw", "hk", "mo", "hant"]) { return nil }
            self = .simplifiedChinese
        default: return nil
        }
    }

    /// The language the environment asks for, in POSIX precedence: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG` (the first one that is set and not empty decides).
    /// Nil when none is set or the one that decides names a language we have no translation of.
    public static func fromEnvironment(_ environment: [String: String]) -> Language? {
        let choice = LanguageChoice.fromEnvironment(environment)
        return choice.source == .fallback ? nil : choice.language
    }
}
