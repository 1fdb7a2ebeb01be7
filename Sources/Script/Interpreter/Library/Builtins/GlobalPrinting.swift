// `print` and `debugPrint`: the items' descriptions, the separator between, the terminator after.

import ScriptFrontEnd

extension BuiltinLibrary {
    /// `print(items…, separator:, terminator:)`; `debugPrint` with each item's debug description.
    func callPrint(_ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        var separator = " "
        var terminator = "\n"
        var items: [Value] = []
        for argument in args {
            let value = try interpreter.evaluate(argument.value, in: env)
            switch argument.label {
            case "separator"?: if case .string(let text) = value { separator = text }
            case "terminator"?: if case .string(let text) = value { terminator = text }
            case nil: items.append(value)
            case let label?: throw ScriptError.cannotRun("'print' with a '\(label):' argument", at: argument.value.pos)
            }
        }
        let text =
            items.map { interpreter.descriptions.describe($0, debug: name == "debugPrint") }.joined(
                separator: separator)
            + terminator
        try interpreter.write(text, at: pos)
        return .void
    }
}
