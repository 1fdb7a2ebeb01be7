import Localization

/// One `workbook VERB`. Each lives in Commands/<Verb>.swift and is listed in `Dispatcher.verbs`. It
/// declares what it takes once; the dispatcher parses with that (`VerbArguments`) and
/// `VerbHelp` writes `workbook VERB --help` from it.
protocol Verb {
    /// What the user types: `check`.
    static var name: String { get }
    /// Its line in `workbook --help`, and the first line of its own `--help`.
    static var summary: Message { get }
    /// How the usage line names the verb (`[repl]` where it may be left out).
    static var usageName: String { get }
    /// The words after the verb that are not options, as `--help` shows them: `[LESSON…]`.
    static var operands: String { get }
    /// The options it takes, in the order `--help` lists them (`-h, --help` is added).
    static var options: [VerbOption] { get }
    /// The paragraphs of `--help` between the usage line and the options.
    static var about: String { get }
    /// The last paragraph of `--help`: what each exit status means.
    static var exitStatus: String { get }
    /// Runs with the verb's words parsed (global options such as `--lessons` already taken
    /// out into `context`).
    static func run(_ arguments: VerbArguments, context: VerbContext) -> ExitCode
}

extension Verb {
    static var usageName: String { name }
}

/// What every verb may need from the command line as a whole.
struct VerbContext {
    /// `--lessons DIR`, if given.
    var lessonsOverride: String?
    var console: Console
    /// The language of this run (`--lang`, `:lang`, the environment).
    var language: LanguageSetting
}
