// How a generic type's name prints: `Box<Int>(value: 1)`, and inside a collection
// `main.Box<Swift.Int>(value: 1)`. Values carry no generic arguments at run time, so each is
// read from a stored property declared with that parameter (`var value: T`, `var items: [T]`,
// `var next: T?`) and the value it holds. When a parameter cannot be read that way (an empty
// array, a nil optional) the name prints without its arguments.

import ScriptFrontEnd

extension ValueDescriptions {
    /// `Box<Int>` (or `main.Box<Swift.Int>` when `qualified`); the plain name for other types.
    func genericTypeName(_ type: TypeInfo, fields: InstanceFields, qualified: Bool) -> String {
        // Unqualified, Swift prints a nested type by its own name (`Inner`, not `Outer.Inner`).
        var name = qualified ? "\(interpreter.sources.moduleName).\(qualifiedName(type))" : type.name
        if type.isFromPrelude, let standard = Prelude.standardLibraryNames[type.name] {
            name = qualified ? "Swift." + standard : standard
        }
        guard let parameters = type.decl?.genericParams, !parameters.isEmpty else { return name }
        if let recorded = fields.genericArguments {
            let printed = recorded.compactMap { printedName(of: $0, qualified: qualified) }
            if printed.count == recorded.count { return name + "<" + printed.joined(separator: ", ") + ">" }
        }
        var arguments: [String] = []
        for parameter in parameters {
            guard
                let argument = type.allStoredProperties.lazy.compactMap({ property -> String? in
                    guard let declared = property.type, let value = fields[property.name] else { return nil }
                    return self.argument(parameter, in: declared, holding: value, qualified: qualified)
                }).first
            else { return name }
            arguments.append(argument)
        }
        return name + "<" + arguments.joined(separator: ", ") + ">"
    }

    /// A generic argument as Swift prints it (`Any`, `Shape`, `Array<Int>`, `main.Box<Swift.Int>`);
    /// nil for a type this does not name.
    private func printedName(of type: TypeRef, qualified: Bool) -> String? {
        let swift = qualified ? "Swift." : ""
        func generic(_ name: String, _ arguments: [TypeRef]) -> String? {
            let printed = arguments.compactMap { printedName(of: $0, qualified: qualified) }
            guard printed.count == arguments.count else { return nil }
            return arguments.isEmpty ? name : name + "<" + printed.joined(separator: ", ") + ">"
        }
        switch type {
        case .named(let name, let arguments) where arguments.isEmpty && (name == "Any" || name == "AnyObject"):
            return name
        case .named(let name, let arguments):
            guard let info = interpreter.globals.lookupType(name) else { return generic(swift + name, arguments) }
            if info.isFromPrelude, let standard = Prelude.standardLibraryNames[info.name] {
                return generic(swift + standard, arguments)
            }
            return generic(
                qualified ? "\(interpreter.sources.moduleName).\(qualifiedName(info))" : info.name, arguments)
        case .optional(let wrapped): return generic(swift + "Optional", [wrapped])
        case .array(let element): return generic(swift + "Array", [element])
        case .dictionary(let key, let value): return generic(swift + "Dictionary", [key, value])
        case .existential(let parts) where parts.count == 1: return printedName(of: parts[0], qualified: qualified)
        default: return nil
        }
    }

    /// The type that `parameter` stands for, read from a value of the declared type; nil when unsure.
    private func argument(_ parameter: String, in declared: TypeRef, holding value: Value, qualified: Bool) -> String? {
        switch (declared, value) {
        case (.named(let name, let arguments), _) where name == parameter && arguments.isEmpty:
            return runtimeTypeName(of: value, qualified: qualified)
        case (.optional(let wrapped), .optional(let inner?)):
            return argument(parameter, in: wrapped, holding: inner, qualified: qualified)
        case (.array(let element), .array(let items)):
            return items.first.flatMap { argument(parameter, in: element, holding: $0, qualified: qualified) }
        case (.dictionary(let key, let valueType), .dictionary(let dictionary)):
            guard let first = dictionary.keys.first, let stored = dictionary[first] else { return nil }
            return argument(parameter, in: key, holding: first, qualified: qualified)
                ?? argument(parameter, in: valueType, holding: stored, qualified: qualified)
        default: return nil
        }
    }

    /// A value's dynamic type as Swift names it inside generic arguments (`Array<Int>`,
    /// `Swift.Array<Swift.Int>`); nil when the value does not tell (an empty array, nil).
    private func runtimeTypeName(of value: Value, qualified: Bool) -> String? {
        let swift = qualified ? "Swift." : ""
        func generic(_ name: String, _ parts: [Value?]) -> String? {
            let names = parts.map { $0.flatMap { runtimeTypeName(of: $0, qualified: qualified) } }
            guard names.allSatisfy({ $0 != nil }) else { return nil }
            return swift + name + "<" + names.map { $0! }.joined(separator: ", ") + ">"
        }
        switch value {
        case .int, .double, .bool, .string, .character, .float, .fixedInteger, .substring:
            return swift + typeName(of: value)
        case .array(let items): return generic("Array", [items.first])
        case .set(let set): return generic("Set", [set.elements.first])
        case .optional(let wrapped): return wrapped.flatMap { generic("Optional", [$0]) }
        case .dictionary(let dictionary):
            guard let key = dictionary.keys.first else { return nil }
            return generic("Dictionary", [key, dictionary[key]])
        case .structValue(let structValue):
            return genericTypeName(structValue.type, fields: structValue.fields, qualified: qualified)
        case .object(let object): return genericTypeName(object.type, fields: object.fields, qualified: qualified)
        case .enumValue(let enumValue):
            return qualified
                ? "\(interpreter.sources.moduleName).\(qualifiedName(enumValue.type))" : enumValue.type.name
        default: return nil
        }
    }
}

extension ValueDescriptions {
    /// What `type(of: value)` returns. A program type is itself (so `type(of: x).make()` works),
    /// unless it is generic and lowering named its arguments (`Box<Int>`); a builtin value is
    /// named by its static type when lowering knew it (`Array<Int>` for an empty `[Int]()`),
    /// else by what it holds.
    func dynamicType(of value: Value, staticName: String?, pos: SourcePos) throws -> TypeValue {
        if case .type(let type) = value {
            // A metatype value is exactly one type, whatever its static type (`Any.Type`): `Int.Type`,
            // `Inner.Type` for a nested type, `P.Protocol` for a protocol's own metatype.
            try refuseUnprintableTypeNames(in: value, debug: false, at: pos)
            return .metatype(type)
        }
        let userType: TypeInfo?
        let fields: InstanceFields?
        switch value {
        case .object(let object): (userType, fields) = (object.type, object.fields)
        case .structValue(let instance): (userType, fields) = (instance.type, instance.fields)
        case .enumValue(let enumValue): (userType, fields) = (enumValue.type, nil)
        default: (userType, fields) = (nil, nil)
        }
        guard let userType else {
            // A failable initializer's static type can reach here without its optional (`Int("3")`
            // typed `Int`); an optional value always has an optional type, as `Optional<Int>`.
            if case .optional = value, let staticName, !staticName.hasPrefix("Optional<") {
                return .builtin("Optional<\(staticName)>")
            }
            if let staticName { return .builtin(staticName) }
            // A decoding failure is a `DecodingError`, whatever its case.
            if case .native(let box) = value, box.object is JSONReader.DecodingFailure { return .builtin(box.typeName) }
            guard isNamedByItsValue(value) else {
                // An empty `[Int]()` or a nil `Int?` says nothing of its element type, and an element
                // says nothing of the static type holding it (`[Animal]`, `[Int?]`, `[Any]`): naming
                // one from what it holds would be a guess (issue 34: refuse, never approximate).
                if case .function = value {
                    throw ScriptError.runtime(
                        "type(of:) cannot name the type of this function value in the workbook: its parameter and"
                            + " result types are not known before running (write them out: 'let f: (Int) -> Int = …')",
                        at: pos)
                }
                throw ScriptError.runtime(
                    "type(of:) cannot name the type of this \(typeName(of: value).prefix { $0 != "<" }) in the workbook:"
                        + " its element type is not known before running (write the type out: 'let x: [Int] = …')",
                    at: pos)
            }
            return .builtin(typeName(of: value))
        }
        // A class's static name holds only when the object is of that very class (not a subclass).
        if let staticName, staticName.hasPrefix(userType.name + "<") { return .builtin(staticName) }
        if let parameters = userType.decl?.genericParams, !parameters.isEmpty {
            // Read the arguments from the stored properties; never print `Box` for a `Box<Int>`.
            let name = fields.map { genericTypeName(userType, fields: $0, qualified: false) } ?? userType.name
            guard name != userType.name else {
                throw ScriptError.runtime(
                    "type(of:) cannot name the generic arguments of '\(userType.name)' here in the workbook"
                        + " (write the type out: 'let x: \(userType.name)<…> = …')", at: pos)
            }
            return .builtin(name)
        }
        return .user(userType)
    }
}

/// Whether a builtin value alone decides its type: scalars do, and collections, optionals and
/// tuples whose parts are all scalars of one type (recursively). Not an empty collection or a nil
/// optional, nor one holding instances of program types, whose static type may be a superclass or
/// a protocol.
private func isNamedByItsValue(_ value: Value) -> Bool {
    func parts(_ values: [Value]) -> Bool {
        guard let first = values.first, isNamedByItsValue(first) else { return false }
        let kind = scalarKind(first)
        return values.allSatisfy { scalarKind($0) == kind && isNamedByItsValue($0) }
    }
    switch value {
    case .int, .double, .float, .fixedInteger, .bool, .string, .substring, .character, .stringIndex, .range,
        .boundsRange:
        return true
    case .array(let items), .slice(let items, _): return parts(items)
    case .set(let set): return parts(set.elements)
    case .dictionary(let dictionary): return parts(dictionary.keys) && parts(dictionary.values)
    case .optional(let wrapped?): return isNamedByItsValue(wrapped)
    case .tuple(let items, _): return items.allSatisfy(isNamedByItsValue)
    // A struct or enum is its own static type: `[Box(value: 1)]` is `[Box<Int>]`. (Not a class, whose
    // static type may be a superclass; and a collection of them only if all are one type, above.)
    case .structValue(let instance): return isNamedPlainly(instance.type)
    case .enumValue(let instance): return isNamedPlainly(instance.type)
    default: return false
    }
}

/// A program type printed by its bare name inside generic arguments: not generic (its arguments are
/// not read here) and not nested (which prints differently inside and outside them).
private func isNamedPlainly(_ type: TypeInfo) -> Bool {
    (type.decl?.genericParams.isEmpty ?? false) && !type.name.contains(".")
}

/// The kind of a value as far as its type name goes: two values of one kind print the same type only
/// if their parts do too, which `isNamedByItsValue` checks.
private func scalarKind(_ value: Value) -> String {
    switch value {
    case .int: "Int"
    case .double: "Double"
    case .float: "Float"
    case .fixedInteger(let number): number.kind.name
    case .bool: "Bool"
    case .string: "String"
    case .substring: "Substring"
    case .character: "Character"
    case .array: "Array"
    case .slice: "ArraySlice"
    case .set: "Set"
    case .dictionary: "Dictionary"
    case .optional: "Optional"
    case .tuple(let items, _): "tuple\(items.count)"
    case .structValue(let instance): "struct \(ObjectIdentifier(instance.type))"
    case .enumValue(let instance): "enum \(ObjectIdentifier(instance.type))"
    default: "other"
    }
}
