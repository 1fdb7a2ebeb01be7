// `JSONEncoder().encode(value)` byte for byte as Foundation writes it on Linux: keys in the
// order the type encodes them (sorted with `.sortedKeys`), nil optionals left out, `/`
// escaped, whole doubles without `.0`, and `.prettyPrinted`'s two-space layout with
// `"key" : value` and empty containers opened on one line and closed after a blank one.

struct JSONWriter {
    let interpreter: Interpreter
    let options: JSONEncoderBox
    let pos: SourcePos

    func write(_ value: Value) throws -> String {
        var out = ""
        try write(value, into: &out, depth: 0)
        return out
    }

    private func write(_ value: Value, into out: inout String, depth: Int) throws {
        switch value {
        case .int(let i): out += String(i)
        case .double(let d): out += number(d)
        case .fixedInteger(let n): out += String(n.value)
        // Foundation writes a Float by its own shortest text (0.1, not 0.10000000149011612).
        case .float(let f): out += number(String(describing: f))
        case .bool(let b): out += b ? "true" : "false"
        case .string(let s), .substring(let s, _): out += quoted(s)
        case .character(let c): out += quoted(String(c))
        case .optional(let inner):
            if let inner { try write(inner, into: &out, depth: depth) } else { out += "null" }
        case .array(let items), .slice(let items, _):
            try writeArray(items, into: &out, depth: depth)
        case .set(let s):
            try writeArray(s.elements, into: &out, depth: depth)
        case .dictionary(let d):
            var members: [(String, Value)] = []
            for (key, member) in zip(d.keys, d.values) {
                switch key {
                case .string(let s): members.append((s, member))
                case .int(let i): members.append((String(i), member))
                default: throw unencodable(key)
                }
            }
            try writeObject(members, into: &out, depth: depth)
        case .structValue(let s):
            try writeObject(try members(of: s.type) { s.fields[$0] }, into: &out, depth: depth)
        case .object(let o):
            try writeObject(try members(of: o.type) { o.fields[$0] }, into: &out, depth: depth)
        case .enumValue(let e):
            guard let raw = interpreter.rawValues[ObjectIdentifier(e.type)]?[e.caseName] else {
                throw unencodable(value)
            }
            try write(raw, into: &out, depth: depth)
        case .native, .void, .range, .tuple, .function, .type, .keyPath, .stringIndex:
            throw unencodable(value)
        }
    }

    private func members(of type: TypeInfo, _ field: (String) -> Value?) throws -> [(String, Value)] {
        guard type.conforms(to: "Codable") || type.conforms(to: "Encodable") else {
            throw ScriptError.compile(
                "instance method 'encode' requires that '\(type.name)' conform to 'Encodable'", at: pos)
        }
        var result: [(String, Value)] = []
        for (property, key) in interpreter.codingKeys(of: type) {
            guard let value = field(property) else { continue }
            if case .optional(nil) = value { continue }  // encodeIfPresent
            result.append((key, value))
        }
        return result
    }

    private func writeArray(_ items: [Value], into out: inout String, depth: Int) throws {
        out += "["
        if options.prettyPrinted {
            if items.isEmpty {
                out += "\n\n" + indent(depth) + "]"
                return
            }
            for (i, item) in items.enumerated() {
                out += (i == 0 ? "\n" : ",\n") + indent(depth + 1)
                try write(item, into: &out, depth: depth + 1)
            }
            out += "\n" + indent(depth) + "]"
        } else {
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                try write(item, into: &out, depth: depth + 1)
            }
            out += "]"
        }
    }

    private func writeObject(_ members: [(String, Value)], into out: inout String, depth: Int) throws {
        let ordered = options.sortedKeys ? members.sorted { $0.0 < $1.0 } : members
        out += "{"
        if options.prettyPrinted {
            if ordered.isEmpty {
                out += "\n\n" + indent(depth) + "}"
                return
            }
            for (i, (key, value)) in ordered.enumerated() {
                out += (i == 0 ? "\n" : ",\n") + indent(depth + 1) + quoted(key) + " : "
                try write(value, into: &out, depth: depth + 1)
            }
            out += "\n" + indent(depth) + "}"
        } else {
            for (i, (key, value)) in ordered.enumerated() {
                if i > 0 { out += "," }
                out += quoted(key) + ":"
                try write(value, into: &out, depth: depth + 1)
            }
            out += "}"
        }
    }

    private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

    private func number(_ d: Double) -> String { number(String(describing: d)) }

    private func number(_ text: String) -> String {
        text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
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

    private func unencodable(_ v: Value) -> ScriptError {
        ScriptError.compile(
            "JSONEncoder in the workbook cannot encode a value of type '\(interpreter.typeName(of: v))'", at: pos)
    }
}
