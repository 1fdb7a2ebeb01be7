// precondition, assert, fatalError, preconditionFailure and assertionFailure: a failed check
// stops the program with Swift's message.

import ScriptFrontEnd

extension BuiltinLibrary {
    /// `name(args)` for the assertions (`callBuiltinFunction` routes only their names here).
    func callAssertion(_ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        switch name {
        case "precondition", "assert":
            let argumentValues = try interpreter.evaluateArguments(args, in: env)
            if case .bool(false)? = argumentValues.first {
                let message = argumentValues.count > 1 ? interpreter.descriptions.describe(argumentValues[1]) : ""
                throw ScriptError.runtime(
                    "Fatal error: \(name == "assert" ? "Assertion" : "Precondition") failed\(message.isEmpty ? "" : ": \(message)")",
                    at: pos)
            }
            return .void
        default:
            let message =
                try interpreter.evaluateArguments(args, in: env).first.map { interpreter.descriptions.describe($0) }
                ?? ""
            throw ScriptError.runtime("Fatal error\(message.isEmpty ? "" : ": \(message)")", at: pos)
        }
    }
}
