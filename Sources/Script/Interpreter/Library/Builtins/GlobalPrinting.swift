// `print` and `debugPrint`: the items' descriptions, the separator between, the terminator after;
// `dump`: the value's mirror (ValueDump.swift). To the program's output, or appended to a `String`
// passed as `to: &text`.

import ScriptFrontEnd

extension BuiltinLibrary {
    /// `print(items…, separator:, terminator:, to:)`; `debugPrint` with each item's debug description.
    func callPrint(_ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        var separator = " "
        var terminator = "\n"
        var items: [Value] = []
        var stream: Expr?
        for argument in args {
            if argument.label == "to" {
                stream = argument.value
                continue
            }
            let value = try interpreter.evaluate(argument.value, in: env)
            switch argument.label {
            case "separator"?: if case .string(let text) = value { separator = text }
            case "terminator"?: if case .string(let text) = value { terminator = text }
            case nil: items.append(value)
            case let label?: throw ScriptError.cannotRun("'print' with a '\(label):' argument", at: argument.value.pos)
            }
        }
        let text =
            try items.map { try interpreter.descriptions.describeForPrint($0, debug: name == "debugPrint", pos: pos) }
            .joined(separator: separator) + terminator
        try emit(text, to: stream, in: env, pos: pos)
        return .void
    }

    /// To the program's output, or with `to: &text` appended to a `String`, as `TextOutputStream`'s
    /// `write` does. A stream of the program's own type would receive the pieces through its own
    /// `write(_:)`, in an order the standard library chooses item by item: refused rather than imitated.
    private func emit(_ text: String, to stream: Expr?, in env: Environment, pos: SourcePos) throws {
        guard let stream else { return try interpreter.write(text, at: pos) }
        try interpreter.mutate(stream, in: env, pos: pos) { value in
            guard case .string(let existing) = value else {
                throw ScriptError.cannotRun(
                    "'print(_:to:)' into a stream other than a String (a TextOutputStream of your own)", at: stream.pos)
            }
            try interpreter.memory.ensureStringFits(existing.utf8.count + text.utf8.count, at: pos)
            value = .string(existing + text)
        }
    }

    /// `dump(value, to:, name:, indent:, maxDepth:, maxItems:)`: writes the mirror, returns the value.
    func callDump(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        var subject: Value?
        var stream: Expr?
        var name: String?
        var (indent, maxDepth, maxItems) = (0, Int.max, Int.max)
        for argument in args {
            if argument.label == "to" {
                stream = argument.value
                continue
            }
            let value = try interpreter.evaluate(argument.value, in: env)
            switch (argument.label, value) {
            case (nil, _): subject = value
            case ("name"?, .string(let text)): name = text
            case ("name"?, .optional(.string(let text)?)): name = text
            case ("name"?, .optional(nil)): name = nil
            case ("indent"?, .int(let number)): indent = number
            case ("maxDepth"?, .int(let number)): maxDepth = number
            case ("maxItems"?, .int(let number)): maxItems = number
            default:
                throw ScriptError.cannotRun(
                    "'dump' with this '\(argument.label ?? "_"):' argument", at: argument.value.pos)
            }
        }
        guard let subject else { throw ScriptError.cannotRun("'dump' without its value", at: pos) }
        var dump = ValueDump(
            descriptions: interpreter.descriptions, maxItems: maxItems, moduleName: interpreter.sources.moduleName,
            pos: pos)
        try dump.dump(subject, name: name, indent: indent, maxDepth: maxDepth)
        try emit(dump.text, to: stream, in: env, pos: pos)
        return subject
    }
}
