// A type declared inside a function, closure or block is "local": Swift prints its full name with
// the address of each enclosing context (`main.(unknown context at $55d0c8f4a0a8).C`), different in
// every run, wherever it prints a qualified type name (a class instance without a description, a
// struct or enum inside a collection or `debugPrint`, `String(reflecting:)`, `dump`). The
// interpreter cannot print those addresses, so such a description is refused when it is made,
// never printed as `main.C` (issue 34: no silent wrong answer).

import ScriptFrontEnd

extension ValueDescriptions {
    /// Throws when describing `value` (as `describe(value, debug:)` would) shows a local type's qualified name.
    func refuseLocalTypeNames(in value: Value, debug: Bool, at pos: SourcePos) throws {
        if let local = localTypeNamed(in: value, debug: debug) {
            throw ScriptError.cannotRun(
                "the description of '\(local)', a type declared inside a function, closure or block"
                    + " (Swift prints its enclosing contexts' addresses: main.(unknown context at $…).\(local))",
                at: pos)
        }
    }

    func isLocal(_ type: TypeInfo) -> Bool { type.environment !== interpreter.globals }

    /// The first local type whose qualified name describing `value` would print, mirroring `describe`.
    private func localTypeNamed(in value: Value, debug: Bool) -> String? {
        switch value {
        case .array(let items), .slice(let items, _):
            return items.lazy.compactMap { self.localTypeNamed(in: $0, debug: true) }.first
        case .set(let set): return set.elements.lazy.compactMap { self.localTypeNamed(in: $0, debug: true) }.first
        case .dictionary(let dictionary):
            return (dictionary.keys + dictionary.values).lazy.compactMap { self.localTypeNamed(in: $0, debug: true) }
                .first
        case .optional(let wrapped?): return localTypeNamed(in: wrapped, debug: true)
        case .tuple(let items, _): return items.lazy.compactMap { self.localTypeNamed(in: $0, debug: true) }.first
        case .structValue(let structValue):
            if hasOwnDescription(structValue.type, debug: debug) { return nil }
            if debug, isLocal(structValue.type) { return structValue.type.name }
            return structValue.type.storedProperties.lazy.compactMap {
                structValue.fields[$0.name].flatMap { self.localTypeNamed(in: $0, debug: true) }
            }.first
        case .enumValue(let enumValue):
            if hasOwnDescription(enumValue.type, debug: debug) { return nil }
            if debug, isLocal(enumValue.type) { return enumValue.type.name }
            return enumValue.payload.lazy.compactMap { self.localTypeNamed(in: $0, debug: true) }.first
        case .object(let object):
            if hasOwnDescription(object.type, debug: debug) || !isLocal(object.type) { return nil }
            return object.type.name
        case .type(.user(let info)): return debug && isLocal(info) ? info.name : nil
        default: return nil
        }
    }

    /// Whether `describe` prints the type's own `description` or `debugDescription` instead of its name.
    private func hasOwnDescription(_ type: TypeInfo, debug: Bool) -> Bool {
        type.conforms(to: "CustomStringConvertible") && type.findComputed("description") != nil
            || type.conforms(to: "CustomDebugStringConvertible") && type.findComputed("debugDescription") != nil
            || type.conforms(to: "Error") && type.findComputed("description") != nil
    }
}
