import Localization

/// Global options, then the verb (default: the REPL).
enum Dispatcher {
    /// What the command line asks for, decided before anything runs.
    private enum Request {
        case version
        case usage
        case verbHelp(any Verb.Type)
        case run(any Verb.Type, VerbArguments)
    }

    /// Every verb, in the order `workbook --help` lists them.
    static var verbs: [any Verb.Type] {
        [
            Repl.self, Run.self, Check.self, Lessons.self,
            Grade.self, Hint.self, Reset.self, Watch.self, DevCheck.self,
        ]
    }

    static func main(_ commandLine: [String], verbs: [any Verb.Type] = verbs) -> ExitCode {
        let console = Console.shared
        var arguments = Arguments(commandLine)
        let lessons: String?
        let request: Request
        let language: LanguageSetting
        do {
            lessons = try arguments.takeOption("--lessons")
            let option = try arguments.takeLeadingOption("--lang")
            // The environment's language first, so that a wrong --lang is reported in it.
            language = LanguageSetting(option: nil)
            if let option { language.override(with: try LanguageSetting.parseOption(option)) }
            request = try parse(arguments, verbs: verbs)
        } catch {
            console.error(error.message)
            return .usage
        }
        let context = VerbContext(lessonsOverride: lessons, console: console, language: language)
        switch request {
        case .version:
            console.line(Version.text)
            console.line(Version.compilerLine())
            return .success
        case .usage:
            console.line(usage(verbs))
            return .success
        case .verbHelp(let verb):
            console.line(VerbHelp.text(for: verb))
            return .success
        case .run(let verb, let rest):
            return verb.run(rest, context: context)
        }
    }

    private static func parse(_ arguments: Arguments, verbs: [any Verb.Type]) throws(UsageError) -> Request {
        var arguments = arguments
        guard let first = arguments.remaining.first else { return try parsed(Repl.self, arguments) }
        switch first {
        case "--version", "-V":
            return .version
        case "--help", "-h":
            return .usage
        case "help":
            if arguments.remaining.count > 1 {
                let topic = arguments.remaining[1]
                guard let verb = verbs.first(where: { $0.name == topic }) else {
                    throw UsageError(Messages.text(.noVerbNamed, topic))
                }
                return .verbHelp(verb)
            }
            return .usage
        default:
            break
        }
        // Options before any verb belong to the REPL (e.g. `workbook --lessons DIR`).
        if first.hasPrefix("-") {
            if arguments.takeHelpFlag() { return .usage }
            return try parsed(Repl.self, arguments)
        }
        guard let verb = verbs.first(where: { $0.name == first }) else {
            var message = Messages.text(.unknownVerb, first)
            if let guess = EditDistance.suggestion(for: first, among: verbs.map { $0.name }) {
                message += "; " + Messages.text(.didYouMeanVerb, guess)
            }
            throw UsageError(message + " " + Messages.text(.seeHelp))
        }
        _ = arguments.takeFirst()
        if arguments.takeHelpFlag() { return .verbHelp(verb) }
        return try parsed(verb, arguments)
    }

    /// The verb's words read against the options it declares.
    private static func parsed(_ verb: any Verb.Type, _ arguments: Arguments) throws(UsageError) -> Request {
        .run(verb, try VerbArguments(arguments.remaining, verb: verb.name, options: verb.options))
    }

    static func usage(_ verbs: [any Verb.Type]) -> String {
        let width = verbs.map { $0.name.count }.max() ?? 0
        let list = verbs.flatMap {
            ProseWrapper.row($0.name, labelWidth: width, text: Messages.text($0.summary), width: 80)
        }
        let state = ProseWrapper.paragraphs(Messages.text(.usageStateFiles), width: 80)
        return """
            \(Version.text) — \(Messages.text(.usageTagline))

            \(Messages.text(.usageWord))workbook [--lessons DIR] [--lang LANG] [COMMAND] [ARGUMENTS…]

            \(Messages.text(.usageBody))

            \(Messages.text(.usageCommands))
            \(list.joined(separator: "\n"))

            \(Messages.text(.usageOptions))
              --lessons DIR   \(Messages.text(.optionLessonsHelp))
              --lang LANG     \(Messages.text(.languageOptionHelp))
              -h, --help      \(Messages.text(.optionHelpHelp))
              --version       \(Messages.text(.optionVersionHelp))

            \(state)
            """
    }
}
