import LessonEngine
import Script

/// Runs the ```repl blocks of lessons: the commands that describe the session (`:deps`,
/// `:why`), with the same words the REPL prints. Commands that move around the
/// lessons or change the session make no sense inside one and are refused.
struct LessonCommands: LessonCommandRunner, @unchecked Sendable {
    let session: ScriptSession
    let footprint: FootprintView

    func codeDidRun() { footprint.runEnded() }

    func run(_ command: String) -> Result<String, LessonCommandError> {
        guard command.hasPrefix(":") else {
            return .failure(
                LessonCommandError("a ```repl block holds REPL commands such as :deps or :why, one per line"))
        }
        let words = command.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let name = words.first ?? ""
        let argument = words.count > 1 ? words[1] : ""
        let lines: Result<[String], CommandProblem>
        switch name {
        case DepsCommand.name:
            lines = DepsCommand.lines(argument, session: session, footprint: footprint)
        case WhyCommand.name where argument.isEmpty:
            lines = .success(footprint.chain())
        default:
            return .failure(LessonCommandError("only :deps and :why run in a lesson's ```repl block (got \(command))"))
        }
        return lines.map { $0.map { $0 + "\n" }.joined() }.mapError { LessonCommandError($0.message) }
    }
}
