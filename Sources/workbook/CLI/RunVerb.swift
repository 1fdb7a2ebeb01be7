/// `workbook run FILE`: the interpreter's own verb (Commands/Run.swift, `RunCommand`),
/// fitted to the dispatcher.
enum Run: Verb {
    static let name = "run"
    static let summary = "run a Swift file with the interpreter; print exactly its output"
    static var help: String { RunCommand.usage }

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        ExitCode(rawValue: RunCommand.main(arguments.remaining)) ?? .failure
    }
}
