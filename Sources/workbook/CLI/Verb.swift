/// One `workbook VERB`. Each lives in Commands/<Verb>.swift and is listed in main.swift.
protocol Verb {
    /// What the user types: `check`.
    static var name: String { get }
    /// One line for `workbook --help`.
    static var summary: String { get }
    /// The full text of `workbook VERB --help`.
    static var help: String { get }
    /// Runs with the arguments after the verb (global options such as `--lessons` already
    /// taken out into `context`).
    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode
}

/// What every verb may need from the command line as a whole.
struct VerbContext {
    /// `--lessons DIR`, if given.
    var lessonsOverride: String?
    var console: Console
    /// The language of this run (`--lang`, `:lang`, the environment).
    var language: LanguageSetting
}
