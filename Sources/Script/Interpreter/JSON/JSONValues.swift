import Foundation
import ScriptFrontEnd

// The Foundation pieces a `Codable` round trip needs: `Data` (bytes), `JSONEncoder` with its
// output formatting, `JSONDecoder`, and the `.utf8` / `.prettyPrinted` names scripts pass them.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): a Codable round
// trip runs once per encode or decode, not once per step.

final class DataBox {
    let bytes: [UInt8]
    @_optimize(none) init(_ bytes: [UInt8]) { self.bytes = bytes }
    var value: Value { .native(NativeBox(self, typeName: "Data")) }
}

final class JSONEncoderBox {
    var prettyPrinted = false
    var sortedKeys = false
    var escapesSlashes = true
}

final class JSONDecoderBox {}

/// `.utf8`, `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes` used as arguments.
final class FoundationOptionName {
    static let allNames: Set<String> = ["utf8", "prettyPrinted", "sortedKeys", "withoutEscapingSlashes"]
    let name: String
    @_optimize(none) init(_ name: String) { self.name = name }
}

extension BuiltinLibrary {
    @_optimize(none) func foundationOption(_ name: String) -> Value? {
        guard FoundationOptionName.allNames.contains(name) else { return nil }
        return .native(
            NativeBox(
                FoundationOptionName(name),
                typeName: name == "utf8" ? "String.Encoding" : "JSONEncoder.OutputFormatting"))
    }

    /// The bytes of a `Data` value, or of `[UInt8]`-like arrays (`Data(text.utf8)`).
    @_optimize(none) func bytes(of value: Value) -> [UInt8]? {
        switch value {
        case .native(let box): return (box.object as? DataBox)?.bytes
        case .array(let items):
            var result: [UInt8] = []
            for item in items {
                switch item {
                case .int(let byte) where (0...255).contains(byte): result.append(UInt8(byte))
                case .fixedInteger(let byte) where (0...255).contains(byte.value): result.append(UInt8(byte.value))
                default: return nil
                }
            }
            return result
        default: return nil
        }
    }

    /// `JSONEncoder()`, `JSONDecoder()`, `Data(…)`, `String(data:encoding:)`, `String(decoding:as:)`.
    @_optimize(none) func constructJSONBuiltin(
        _ name: String, _ values: [Value], _ labels: [String?], pos: SourcePos
    ) throws -> Value? {
        switch name {
        case "JSONEncoder": return .native(NativeBox(JSONEncoderBox(), typeName: "JSONEncoder"))
        case "JSONDecoder": return .native(NativeBox(JSONDecoderBox(), typeName: "JSONDecoder"))
        case "Data":
            if values.isEmpty { return DataBox([]).value }
            if let first = values.first, let bytes = bytes(of: first) { return DataBox(bytes).value }
            if case .string(let string)? = values.first { return DataBox(Array(string.utf8)).value }
            return nil
        case "String":
            guard let first = values.first, case .native(let box) = first, let data = box.object as? DataBox else {
                return nil
            }
            let text = String(decoding: data.bytes, as: UTF8.self)
            if labels.first == "data" {
                return .optional(String(validating: data.bytes, as: UTF8.self).map { .string($0) })
            }
            return .string(text)
        default: return nil
        }
    }

    /// Methods and properties of the JSON boxes and `Data`; nil when `receiver` is none of them.
    @_optimize(none) func jsonMethod(
        _ receiver: Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value? {
        guard case .native(let box) = receiver else {
            if case .string(let string) = receiver, name == "data", labels.first == "using" {
                return .optional(DataBox(Array(string.utf8)).value)
            }
            return nil
        }
        switch (box.object, name) {
        case (let encoder as JSONEncoderBox, "encode"):
            guard let value = args.first else { return nil }
            let text = try JSONWriter(interpreter: interpreter, options: encoder, pos: pos).write(value)
            return DataBox(Array(text.utf8)).value
        case (is JSONDecoderBox, "decode"):
            guard args.count == 2, let type = decodedType(args[0]), let data = bytes(of: args[1]) else { return nil }
            return try JSONReader(interpreter: interpreter, pos: pos).decode(type, from: data)
        default: return nil
        }
    }

    /// `Item.self`, `[Item].self`, `[String: Int].self` as a type reference.
    @_optimize(none) func decodedType(_ sample: Value) -> TypeRef? {
        switch sample {
        case .type(.user(let info)): return .named(info.name, [])
        case .type(.builtin(let name)): return .named(name, [])
        case .type(.array(let element)): return .array(element)
        case .type(.dictionary(let key, let value)): return .dictionary(key, value)
        case .type(.optional(let wrapped)): return .optional(wrapped)
        case .array(let items) where items.count == 1: return decodedType(items[0]).map { .array($0) }
        case .dictionary(let dictionary) where dictionary.count == 1:
            guard let key = decodedType(dictionary.keys[0]), let value = decodedType(dictionary.values[0]) else {
                return nil
            }
            return .dictionary(key, value)
        default: return nil
        }
    }

    @_optimize(none) func jsonProperty(_ receiver: Value, _ name: String) -> Value? {
        guard case .native(let box) = receiver, let data = box.object as? DataBox else { return nil }
        switch name {
        case "count": return .int(data.bytes.count)
        case "isEmpty": return .bool(data.bytes.isEmpty)
        default: return nil
        }
    }

    /// `encoder.outputFormatting = [.prettyPrinted, .sortedKeys]`.
    @_optimize(none) func setJSONProperty(_ receiver: Value, _ name: String, _ newValue: Value) -> Bool {
        guard case .native(let box) = receiver, let encoder = box.object as? JSONEncoderBox, name == "outputFormatting"
        else {
            return false
        }
        var names: [String] = []
        @_optimize(none) func collect(_ value: Value) {
            switch value {
            case .native(let box): if let option = box.object as? FoundationOptionName { names.append(option.name) }
            case .array(let items): items.forEach(collect)
            case .set(let set): set.elements.forEach(collect)
            default: break
            }
        }
        collect(newValue)
        encoder.prettyPrinted = names.contains("prettyPrinted")
        encoder.sortedKeys = names.contains("sortedKeys")
        encoder.escapesSlashes = !names.contains("withoutEscapingSlashes")
        return true
    }

    /// The JSON keys of a Codable type's stored properties: its `CodingKeys` cases (with
    /// their raw values) when it declares them, else every stored property by name.
    /// An `@Observable` class's stored properties are the macro's: `_name` for each tracked
    /// property, and `_$observationRegistrar` (encoded as `{}`, never decoded: a `let` with a value).
    @_optimize(none) func codingKeys(of type: TypeInfo) -> [(property: String, key: String)] {
        let observed = Set(type.allStoredProperties.map(\.name).filter { interpreter.isTracked(type, $0) })
        if let keys = type.nestedTypes["CodingKeys"], !keys.caseOrder.isEmpty {
            let raw = interpreter.registry.rawValues[ObjectIdentifier(keys)] ?? [:]
            return keys.caseOrder.map { name in
                let storage = name.hasPrefix("_") ? String(name.dropFirst()) : nil
                let property = storage.map { observed.contains($0) ? $0 : name } ?? name
                if case .string(let key)? = raw[name] { return (property, key) }
                return (property, name)
            }
        }
        let stored = type.allStoredProperties.map { ($0.name, observed.contains($0.name) ? "_" + $0.name : $0.name) }
        let isObservable = sequence(first: type, next: \.superclass).contains { $0.isObservable }
        return isObservable ? stored + [(BuiltinLibrary.registrarProperty, "_$observationRegistrar")] : stored
    }

    /// The pseudo-property `codingKeys(of:)` names for the macro's registrar.
    static let registrarProperty = "$observationRegistrar"
}
