import Localization

/// `:lang [CODE|auto]` — the language the workbook speaks: shown, switched and remembered.
enum LangCommand: ReplCommand {
    static let name = "lang"
    static let argumentHint = "[CODE|auto]"
    static var summary: String { Messages.text(.langSummary) }
    static var details: String { Messages.text(.langDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        let console = repl.console
        let setting = repl.language
        if argument.isEmpty {
            console.line(Messages.text(.languageCurrent, setting.language.nativeName, setting.sourceDescription))
            console.wrapped(Messages.text(.languageChoices, LanguageSetting.choices + ", auto"))
            return
        }
        let chosen: Language?
        if argument.lowercased() == "auto" {
            chosen = nil
        } else {
            guard let language = Language(argument: argument) else {
                console.error(Messages.text(.languageUnknown, argument, LanguageSetting.choices))
                return
            }
            chosen = language
        }
        let problem = setting.choose(chosen)
        if chosen == nil {
            console.line(Messages.text(.languageForgotten, setting.language.nativeName))
        } else {
            console.line(Messages.text(.languageNow, setting.language.nativeName))
        }
        if let problem { console.warning(Messages.text(.languageNotRemembered, problem)) }
        repl.lessons.languageChanged()
    }
}
