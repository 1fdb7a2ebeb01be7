import Localization
import Script

/// `:deps [variable.property]` — the live dependency footprint.
enum DepsCommand: ReplCommand {
    static let name = "deps"
    static let argumentHint = "[var.property]"
    static var summary: String { Messages.text(.depsSummary) }
    static var details: String { Messages.text(.depsDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        switch lines(argument, session: repl.session, footprint: repl.footprint) {
        case .success(let lines): for line in lines { repl.console.line(line) }
        case .failure(let problem): repl.console.error(problem.message)
        }
    }

    /// What `:deps ARGUMENT` prints (also run by ```repl blocks of lessons).
    static func lines(
        _ argument: String, session: ScriptSession, footprint: FootprintView
    ) -> Result<[String], CommandProblem> {
        let argument = argument.trimmingCharacters(in: .whitespaces)
        guard !argument.isEmpty else { return .success(footprint.tree()) }
        let parts = argument.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            return .failure(
                CommandProblem("usage: :deps or :deps variable.property, e.g. :deps board.home (got '\(argument)')"))
        }
        guard let object = session.object(inVariable: parts[0]) else {
            return .failure(
                CommandProblem("'\(parts[0])' is not a variable holding an object (:vars lists the variables)"))
        }
        return .success(footprint.dependents(of: object.id, typeName: object.typeName, property: parts[1]))
    }
}

/// Why a command could not do what it was asked, in words for the learner.
struct CommandProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
