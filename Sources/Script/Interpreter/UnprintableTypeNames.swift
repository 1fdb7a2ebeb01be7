// Type names the interpreter cannot print as Swift does, refused where a description would show
// them (issue 34: no silent wrong answer):
// - a type declared inside a function, closure or block is "local": Swift prints its full name
//   with the address of each enclosing context (`main.(unknown context at $55d0c8f4a0a8).C`),
//   different in every run, wherever it prints a qualified type name (a class instance without a
//   description, a struct or enum inside a collection or `debugPrint`, `String(reflecting:)`, `dump`);
// - a generic type prints its arguments (`main.Box<Swift.Int>.full(1)`, `Bag<Int>(items: [])`),
//   which a value does not carry at run time: a struct's or class's are read from its fields where
//   they decide them (`genericTypeName`), an enum's never.

import ScriptFrontEnd

extension ValueDescriptions {
    /// Throws when describing `value` (as `describe(value, debug:)` would) shows a local type's
    /// qualified name, or a generic type's name without the arguments Swift prints.
    func refuseUnprintableTypeNames(in value: Value, debug: Bool, at pos: SourcePos) throws {
        switch unprintableTypeName(in: value, debug: debug) {
        case .local(let name)?:
            throw ScriptError.cannotRun(
                "the description of '\(name)', a type declared inside a function, closure or block"
                    + " (Swift prints its enclosing contexts' addresses: main.(unknown context at $…).\(name))",
                at: pos)
        case .generic(let name)?:
            throw ScriptError.cannotRun(
                "the description of a value of the generic type '\(name)' here: Swift prints its generic"
                    + " arguments (\(name)<…>), which the workbook does not know when the line runs", at: pos)
        case .unmodelled(let name)?:
            throw ScriptError.cannotRun(
                "the description of a '\(name)' (Swift prints its case, coding path and debug description,"
                    + " which the workbook does not model)", at: pos)
        case .inBuiltinExtension(let name, let builtin)?:
            throw ScriptError.cannotRun(
                "the description of '\(name)', a type declared in an extension of '\(builtin)' (Swift prints"
                    + " (extension in main):Swift.\(builtin).\(name))", at: pos)
        case nil: return
        }
    }

    /// The builtin type whose extension declares `type` (`Int` for `extension Int { enum Kind … }`).
    private func builtinExtensionDeclaring(_ type: TypeInfo) -> String? {
        if interpreter.registry.builtinExtensions.isEmpty { return nil }
        for (name, ext) in interpreter.registry.builtinExtensions
        where ext.nestedTypes.values.contains(where: { $0 === type }) {
            return name
        }
        return nil
    }

    func isLocal(_ type: TypeInfo) -> Bool { type.environment !== interpreter.globals }

    private enum UnprintableName {
        case local(String)
        case generic(String)
        case inBuiltinExtension(String, String)
        /// A standard value the workbook holds without modelling its description (`DecodingError`).
        case unmodelled(String)
    }

    /// The first type name describing `value` would print wrongly, mirroring `describe`.
    private func unprintableTypeName(in value: Value, debug: Bool) -> UnprintableName? {
        switch value {
        case .array(let items), .slice(let items, _):
            return items.lazy.compactMap { self.unprintableTypeName(in: $0, debug: true) }.first
        case .set(let set): return set.elements.lazy.compactMap { self.unprintableTypeName(in: $0, debug: true) }.first
        case .dictionary(let dictionary):
            return (dictionary.keys + dictionary.values).lazy.compactMap {
                self.unprintableTypeName(in: $0, debug: true)
            }
            .first
        case .optional(let wrapped?): return unprintableTypeName(in: wrapped, debug: true)
        case .tuple(let items, _): return items.lazy.compactMap { self.unprintableTypeName(in: $0, debug: true) }.first
        case .structValue(let structValue):
            if printsOwnDescription(structValue.type) { return nil }
            if debug, isLocal(structValue.type) { return .local(structValue.type.name) }
            if debug, let builtin = builtinExtensionDeclaring(structValue.type) {
                return .inBuiltinExtension(structValue.type.name, builtin)
            }
            if lacksGenericArguments(structValue.type, structValue.fields) { return .generic(structValue.type.name) }
            return structValue.type.storedProperties.lazy.compactMap {
                structValue.fields[$0.name].flatMap { self.unprintableTypeName(in: $0, debug: true) }
            }.first
        case .enumValue(let enumValue):
            if printsOwnDescription(enumValue.type) { return nil }
            if debug, isLocal(enumValue.type) { return .local(enumValue.type.name) }
            if debug, let builtin = builtinExtensionDeclaring(enumValue.type) {
                return .inBuiltinExtension(enumValue.type.name, builtin)
            }
            if debug, enumValue.type.decl?.genericParams.isEmpty == false { return .generic(enumValue.type.name) }
            return enumValue.payload.lazy.compactMap { self.unprintableTypeName(in: $0, debug: true) }.first
        case .object(let object):
            if printsOwnDescription(object.type) { return nil }
            if isLocal(object.type) { return .local(object.type.name) }
            if let builtin = builtinExtensionDeclaring(object.type) {
                return .inBuiltinExtension(object.type.name, builtin)
            }
            return lacksGenericArguments(object.type, object.fields) ? .generic(object.type.name) : nil
        case .native(let box) where box.object is JSONReader.DecodingFailure: return .unmodelled(box.typeName)
        case .type(.user(let info)):
            if debug, isLocal(info) { return .local(info.name) }
            // `Box<Int>.self`: a type value holds no generic arguments.
            return info.decl?.genericParams.isEmpty == false ? .generic(info.name) : nil
        default: return nil
        }
    }

    /// A generic struct or class whose arguments its fields do not decide (`genericTypeName` then
    /// gives the bare name).
    private func lacksGenericArguments(_ type: TypeInfo, _ fields: InstanceFields) -> Bool {
        guard type.decl?.genericParams.isEmpty == false else { return false }
        return !genericTypeName(type, fields: fields, qualified: false).hasSuffix(">")
    }

    /// Whether `describe` prints the type's own text instead of its name (an `Error`'s `description`
    /// too, as `customDescription` reads it).
    private func printsOwnDescription(_ type: TypeInfo) -> Bool {
        hasOwnDescription(type) || type.conforms(to: "Error") && type.findComputed("description") != nil
    }
}
