// `JSONEncoder().encode(value)` byte for byte as Foundation writes it on Linux: keys in the
// order the type encodes them (sorted with `.sortedKeys`), nil optionals left out, `/`
// escaped, whole doubles without `.0`, and `.prettyPrinted`'s two-space layout with
// `"key" : value` and empty containers opened on one line and closed after a blank one.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): a Codable round
// trip runs once per encode or decode, not once per step.

import ScriptFrontEnd

struct JSONWriter {
    let interpreter: Interpreter
    let options: JSONEncoderBox
    let pos: SourcePos

    @_optimize(none) func write(_ value: Value) throws -> String {
        var out = ""
        try write(value, into: &out, depth: 0)
        return out
    }

    @_optimize(none) private func write(_ value: Value, into out: inout String, depth: Int) throws {
        switch value {
        case .int(let integer): out += String(integer)
        case .double(let double): out += number(double)
        case .fixedInteger(let fixed): out += String(fixed.value)
        // Foundation writes a Float by its own shortest text (0.1, not 0.10000000149011612).
        case .float(let float): out += number(String(describing: float))
        case .bool(let flag): out += flag ? "true" : "false"
        case .string(let string), .substring(let string, _): out += quoted(string)
        case .character(let character): out += quoted(String(character))
        case .optional(let inner):
            if let inner { try write(inner, into: &out, depth: depth) } else { out += "null" }
        case .array(let items), .slice(let items, _):
            try writeArray(items, into: &out, depth: depth)
        case .set(let set):
            try writeArray(set.elements, into: &out, depth: depth)
        case .dictionary(let dictionary):
            var members: [(String, Value)] = []
            for (key, member) in zip(dictionary.keys, dictionary.values) {
                switch key {
                case .string(let string): members.append((string, member))
                case .int(let integer): members.append((String(integer), member))
                default: throw unencodable(key)
                }
            }
            try writeObject(members, into: &out, depth: depth)
        case .structValue(let structValue):
            try writeObject(try members(of: structValue.type) { structValue.fields[$0] }, into: &out, depth: depth)
        case .object(let object):
            try writeObject(try members(of: object.type) { object.fields[$0] }, into: &out, depth: depth)
        case .enumValue(let enumValue):
            guard let raw = interpreter.registry.rawValues[ObjectIdentifier(enumValue.type)]?[enumValue.caseName] else {
                throw unencodable(value)
            }
            try write(raw, into: &out, depth: depth)
        case .native, .void, .range, .boundsRange, .tuple, .function, .type, .keyPath, .stringIndex, .unicodeScalar:
            throw unencodable(value)
        }
    }

    @_optimize(none) private func members(of type: TypeInfo, _ field: (String) -> Value?) throws -> [(String, Value)] {
        guard type.conforms(to: "Codable") || type.conforms(to: "Encodable") else {
            throw ScriptError.cannotRun("a JSONEncoder encoding '\(type.name)', which is not Encodable", at: pos)
        }
        var result: [(String, Value)] = []
        for (property, key) in interpreter.builtins.codingKeys(of: type) {
            if property == BuiltinLibrary.registrarProperty {
                result.append((key, .dictionary(OrderedDictionary())))
                continue
            }
            guard let value = field(property) else { continue }
            if case .optional(nil) = value { continue }  // encodeIfPresent
            result.append((key, value))
        }
        return result
    }

    @_optimize(none) private func writeArray(_ items: [Value], into out: inout String, depth: Int) throws {
        out += "["
        if options.prettyPrinted {
            if items.isEmpty {
                out += "\n\n" + indent(depth) + "]"
                return
            }
            for (position, item) in items.enumerated() {
                out += (position == 0 ? "\n" : ",\n") + indent(depth + 1)
                try write(item, into: &out, depth: depth + 1)
            }
            out += "\n" + indent(depth) + "]"
        } else {
            for (position, item) in items.enumerated() {
                if position > 0 { out += "," }
                try write(item, into: &out, depth: depth + 1)
            }
            out += "]"
        }
    }

    @_optimize(none) private func writeObject(_ members: [(String, Value)], into out: inout String, depth: Int) throws {
        let ordered = options.sortedKeys ? members.sorted { $0.0 < $1.0 } : members
        out += "{"
        if options.prettyPrinted {
            if ordered.isEmpty {
                out += "\n\n" + indent(depth) + "}"
                return
            }
            for (position, (key, value)) in ordered.enumerated() {
                out += (position == 0 ? "\n" : ",\n") + indent(depth + 1) + quoted(key) + " : "
                try write(value, into: &out, depth: depth + 1)
            }
            out += "\n" + indent(depth) + "}"
        } else {
            for (position, (key, value)) in ordered.enumerated() {
                if position > 0 { out += "," }
                out += quoted(key) + ":"
                try write(value, into: &out, depth: depth + 1)
            }
            out += "}"
        }
    }

    @_optimize(none) private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

    @_optimize(none) private func number(_ double: Double) -> String { number(String(describing: double)) }

    @_optimize(none) private func number(_ text: String) -> String {
        text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    @_optimize(none) private func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += options.escapesSlashes ? "\\/" : "/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    @_optimize(none) private func unencodable(_ value: Value) -> ScriptError {
        ScriptError.cannotRun(
            "a JSONEncoder encoding a value of type '\(interpreter.descriptions.typeName(of: value))'", at: pos)
    }
}
