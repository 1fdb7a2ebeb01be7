// `JSONDecoder().decode(T.self, from: data)`: parses the JSON, then builds a `T` the way a
// synthesized `init(from:)` does — each key its property's declared type, a missing key
// allowed only for an optional property, a `let` with a default value left as it is.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): a Codable round
// trip runs once per encode or decode, not once per step.

import ScriptFrontEnd

struct JSONReader {
    let interpreter: Interpreter
    let pos: SourcePos

    indirect enum Node {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([Node])
        case object([(String, Node)])
    }

    @_optimize(none) func decode(_ type: TypeRef, from bytes: [UInt8]) throws -> Value {
        var parser = Parser(scalars: Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
        guard let node = parser.parseDocument() else { throw failure("The given data was not valid JSON.") }
        return try decode(type, node)
    }

    @_optimize(none) private func decode(_ type: TypeRef?, _ node: Node) throws -> Value {
        guard let type else { return natural(node) }
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            if case .null = node { return .optional(nil) }
            return .optional(try decode(wrapped, node))
        case .array(let element):
            guard case .array(let items) = node else { throw mismatch("an array", node) }
            return .array(try items.map { try decode(element, $0) })
        case .dictionary(let key, let value):
            guard case .object(let members) = node else { throw mismatch("a dictionary", node) }
            var dictionary = OrderedDictionary()
            for (memberName, member) in members {
                let keyValue: Value =
                    key.description == "Int"
                    ? (Int(memberName).map { .int($0) } ?? .string(memberName)) : .string(memberName)
                dictionary[keyValue] = try decode(value, member)
            }
            return .dictionary(dictionary)
        case .named(let name, let generics):
            switch (name, node) {
            case ("Int", .number(let text)):
                guard let integer = Int(text) ?? Double(text).flatMap({ $0 == $0.rounded() ? Int(exactly: $0) : nil })
                else {
                    throw failure("Parsed JSON number <\(text)> does not fit in Int.")
                }
                return .int(integer)
            case ("Double", .number(let text)), ("Float", .number(let text)): return .double(Double(text) ?? 0)
            case ("String", .string(let string)): return .string(string)
            case ("Bool", .bool(let flag)): return .bool(flag)
            case ("Array", _) where generics.count == 1: return try decode(.array(generics[0]), node)
            case ("Dictionary", _) where generics.count == 2:
                return try decode(.dictionary(generics[0], generics[1]), node)
            case ("Optional", _) where generics.count == 1: return try decode(.optional(generics[0]), node)
            case ("Int", _), ("Double", _), ("Float", _), ("String", _), ("Bool", _): throw mismatch(name, node)
            default:
                guard let info = interpreter.globals.lookupType(name) else {
                    throw ScriptError.cannotRun("a JSONDecoder decoding a value of type '\(name)'", at: pos)
                }
                return try decodeUser(info, node)
            }
        default:
            throw ScriptError.cannotRun("a JSONDecoder decoding a value of type '\(type)'", at: pos)
        }
    }

    @_optimize(none) private func decodeUser(_ info: TypeInfo, _ node: Node) throws -> Value {
        guard info.conforms(to: "Codable") || info.conforms(to: "Decodable") else {
            throw ScriptError.cannotRun("a JSONDecoder decoding '\(info.name)', which is not Decodable", at: pos)
        }
        if info.kind == .enumType {
            let raw = natural(node)
            let table = interpreter.registry.rawValues[ObjectIdentifier(info)] ?? [:]
            guard let name = info.caseOrder.first(where: { table[$0].map { valuesEqual($0, raw) } ?? false }) else {
                throw failure(
                    "Cannot initialize \(info.name) from invalid value \(interpreter.descriptions.describe(raw))")
            }
            return .enumValue(EnumValue(type: info, caseName: name, payload: [], labels: []))
        }
        guard case .object(let members) = node else { throw mismatch("a keyed container", node) }
        var fields: [(String, Value)] = []
        let keys = interpreter.builtins.codingKeys(of: info)
        for property in info.allStoredProperties {
            if property.isLet, let initializer = property.initializer {
                fields.append((property.name, try interpreter.evaluatePropertyInitializer(property, initializer, info)))
                continue
            }
            guard let key = keys.first(where: { $0.property == property.name })?.key else {
                if let initializer = property.initializer {
                    fields.append(
                        (property.name, try interpreter.evaluatePropertyInitializer(property, initializer, info)))
                }
                continue
            }
            if let member = members.first(where: { $0.0 == key })?.1 {
                fields.append((property.name, try decode(property.type, member)))
            } else if property.type?.isOptional == true {
                fields.append((property.name, .optional(nil)))
            } else {
                throw failure("No value associated with key \"\(key)\".")
            }
        }
        var storage = InstanceFields(for: info)
        for (name, value) in fields { storage[name] = value }
        if info.isClass {
            let instance = Instance(type: info, interpreter: interpreter)
            instance.fields = storage
            return .object(instance)
        }
        return .structValue(StructValue(type: info, fields: storage))
    }

    @_optimize(none) private func natural(_ node: Node) -> Value {
        switch node {
        case .null: return .optional(nil)
        case .bool(let flag): return .bool(flag)
        case .number(let text): return Int(text).map { .int($0) } ?? .double(Double(text) ?? 0)
        case .string(let string): return .string(string)
        case .array(let items): return .array(items.map(natural))
        case .object(let members):
            var dictionary = OrderedDictionary()
            for (memberName, member) in members { dictionary[.string(memberName)] = natural(member) }
            return .dictionary(dictionary)
        }
    }

    @_optimize(none) private func mismatch(_ expected: String, _ node: Node) -> ThrownValue {
        failure("Expected to decode \(expected) but found \(kind(of: node)) instead.")
    }

    @_optimize(none) private func kind(of node: Node) -> String {
        switch node {
        case .null: return "null"
        case .bool: return "a bool"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }

    /// A thrown `DecodingError`: caught as an error (`try?` gives nil), never described, as its
    /// case, coding path and Swift's wording are not modelled (`UnprintableTypeNames`; casts to
    /// `DecodingError` are refused before the run, `CastTargets`).
    @_optimize(none) private func failure(_ message: String) -> ThrownValue {
        ThrownValue(value: .native(NativeBox(DecodingFailure(message: message), typeName: "DecodingError")), pos: pos)
    }

    final class DecodingFailure {
        /// What went wrong, in the workbook's words (for a reader of the code; never printed).
        let message: String
        init(message: String) { self.message = message }
    }

    /// A small JSON parser (RFC 8259), keeping numbers as their text.
    struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        @_optimize(none) mutating func parseDocument() -> Node? {
            guard let node = parseValue() else { return nil }
            skipSpace()
            return index == scalars.count ? node : nil
        }

        @_optimize(none) private mutating func skipSpace() {
            while index < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[index]) { index += 1 }
        }

        @_optimize(none) private mutating func parseValue() -> Node? {
            skipSpace()
            guard index < scalars.count else { return nil }
            switch scalars[index] {
            case "{": return parseObject()
            case "[": return parseArray()
            case "\"": return parseString().map { .string($0) }
            case "t": return literal("true", .bool(true))
            case "f": return literal("false", .bool(false))
            case "n": return literal("null", .null)
            default: return parseNumber()
            }
        }

        @_optimize(none) private mutating func literal(_ word: String, _ node: Node) -> Node? {
            let chars = Array(word.unicodeScalars)
            guard index + chars.count <= scalars.count, Array(scalars[index..<(index + chars.count)]) == chars else {
                return nil
            }
            index += chars.count
            return node
        }

        @_optimize(none) private mutating func parseNumber() -> Node? {
            let start = index
            while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index > start else { return nil }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<index])
            return Double(text) == nil ? nil : .number(text)
        }

        @_optimize(none) private mutating func parseString() -> String? {
            index += 1
            var out = ""
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                switch scalar {
                case "\"": return out
                case "\\":
                    guard index < scalars.count else { return nil }
                    let escaped = scalars[index]
                    index += 1
                    switch escaped {
                    case "n": out += "\n"
                    case "t": out += "\t"
                    case "r": out += "\r"
                    case "b": out += "\u{08}"
                    case "f": out += "\u{0C}"
                    case "u":
                        guard index + 4 <= scalars.count else { return nil }
                        var hex = ""
                        hex.unicodeScalars.append(contentsOf: scalars[index..<(index + 4)])
                        index += 4
                        guard let codePoint = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(codePoint) else {
                            return nil
                        }
                        out.unicodeScalars.append(decoded)
                    default: out.unicodeScalars.append(escaped)
                    }
                default: out.unicodeScalars.append(scalar)
                }
            }
            return nil
        }

        @_optimize(none) private mutating func parseArray() -> Node? {
            index += 1
            var items: [Node] = []
            skipSpace()
            if index < scalars.count, scalars[index] == "]" {
                index += 1
                return .array(items)
            }
            while true {
                guard let item = parseValue() else { return nil }
                items.append(item)
                skipSpace()
                guard index < scalars.count else { return nil }
                if scalars[index] == "," {
                    index += 1
                    continue
                }
                if scalars[index] == "]" {
                    index += 1
                    return .array(items)
                }
                return nil
            }
        }

        @_optimize(none) private mutating func parseObject() -> Node? {
            index += 1
            var members: [(String, Node)] = []
            skipSpace()
            if index < scalars.count, scalars[index] == "}" {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < scalars.count, scalars[index] == "\"", let key = parseString() else { return nil }
                skipSpace()
                guard index < scalars.count, scalars[index] == ":" else { return nil }
                index += 1
                guard let value = parseValue() else { return nil }
                members.append((key, value))
                skipSpace()
                guard index < scalars.count else { return nil }
                if scalars[index] == "," {
                    index += 1
                    continue
                }
                if scalars[index] == "}" {
                    index += 1
                    return .object(members)
                }
                return nil
            }
        }
    }
}
