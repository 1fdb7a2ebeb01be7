// How values print: `print`, string interpolation and `String(describing:)` give what the
// Swift runtime gives (`Optional(3)`, `["a", "b"]`, `P(x: 1)`, `main.C`).

import ScriptFrontEnd

extension ValueDescriptions {
    func describeForPrint(_ value: Value, debug: Bool = false, pos: SourcePos) throws -> String {
        try refuseUnprintableTypeNames(in: value, debug: debug, at: pos)
        return describe(value, debug: debug)
    }

    /// `x.description` and `String(describing: x)`: as printing (where a NaN shows its sign, `-nan`,
    /// as Swift's `write(to:)` does: `describe` gives a NaN's `debugDescription`), except that a floating-point
    /// NaN loses its sign (`nan`), as Swift's `description` does where `print` shows `-nan`.
    func plainDescription(_ value: Value) -> String {
        switch value {
        case .double(let double) where double.isNaN: return String(describing: double)
        case .float(let float) where float.isNaN: return String(describing: float)
        default: return describe(value)
        }
    }

    func describe(_ value: Value, debug: Bool = false) -> String {
        switch value {
        case .void: return "()"
        case .int(let integer): return String(integer)
        case .double(let double): return double.isNaN ? double.debugDescription : String(describing: double)
        case .fixedInteger(let fixed): return String(fixed.value)
        case .float(let float): return float.isNaN ? float.debugDescription : String(describing: float)
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let string), .substring(let string, _): return debug ? debugQuoted(string) : string
        case .character(let character): return debug ? debugQuoted(String(character)) : String(character)
        // The host's own: a scalar's debug description escapes all but printable ASCII (`"\u{203C}"`).
        case .unicodeScalar(let scalar): return debug ? String(reflecting: scalar) : String(scalar)
        case .array(let items):
            return "[" + items.map { describe($0, debug: true) }.joined(separator: ", ") + "]"
        case .slice(let items, _):
            // Inside a collection, an optional or a tuple Swift prints a slice's debug
            // description, which names its type: `[ArraySlice([1, 2])]`.
            let elements = "[" + items.map { describe($0, debug: true) }.joined(separator: ", ") + "]"
            return debug ? "ArraySlice(\(elements))" : elements
        case .set(let set):  // as a slice: the debug description names the type, `Set([1])`
            let elements = "[" + set.elements.map { describe($0, debug: true) }.joined(separator: ", ") + "]"
            return debug ? "Set(\(elements))" : elements
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return "[:]" }
            return "["
                + zip(dictionary.keys, dictionary.values).map {
                    "\(describe($0, debug: true)): \(describe($1, debug: true))"
                }.joined(
                    separator: ", ") + "]"
        case .range, .boundsRange: return interpreter.rangeDescription(value, debug: debug) ?? ""
        case .stringIndex(let index): return index.description
        case .optional(let wrapped):
            guard let wrapped else { return "nil" }
            return "Optional(\(describe(wrapped, debug: true)))"
        case .tuple(let items, let labels):
            return "("
                + zip(items, labels).map { item, label in (label.map { "\($0): " } ?? "") + describe(item, debug: true)
                }.joined(separator: ", ") + ")"
        case .structValue(let structValue):
            if let custom = customDescription(value, structValue.type, debug: debug) { return custom }
            return describeFields(of: structValue, debug: debug)
        case .enumValue(let enumValue):
            if let custom = customDescription(value, enumValue.type, debug: debug) { return custom }
            let prefix = debug ? "\(interpreter.sources.moduleName).\(qualifiedName(enumValue.type))." : ""
            if enumValue.payload.isEmpty { return prefix + enumValue.caseName }
            if enumValue.payload.count == 1, enumValue.labels.first ?? nil == nil {
                return prefix + enumValue.caseName + "(" + describe(enumValue.payload[0], debug: true) + ")"
            }
            return prefix + enumValue.caseName + "("
                + zip(enumValue.payload, enumValue.labels).map { item, label in
                    (label.map { "\($0): " } ?? "") + describe(item, debug: true)
                }.joined(separator: ", ") + ")"
        case .object(let object):
            if let custom = customDescription(value, object.type, debug: debug) { return custom }
            return genericTypeName(object.type, fields: object.fields, qualified: true)
        case .function: return "(Function)"
        case .type(let type): return describeType(type, debug: debug)
        case .keyPath(let keyPath): return keyPath.description
        case .native(let box):
            if let host = box.object as? HostDescribed { return debug ? host.debugText : host.plainText }
            return box.typeName
        }
    }

    /// A metatype prints its own name (`Baz`, not `Bar.Baz`); inside a collection or optional, its
    /// full name with its module: `[Swift.Int]`, `[main.Bar.Baz]`, `[(Swift.Int, main.P)]`.
    private func describeType(_ type: TypeValue, debug: Bool) -> String {
        guard debug else {
            if case .user(let info) = type { return info.name }
            if case .metatype(let instance) = type {
                return describeType(instance, debug: false) + instance.metatypeSuffix
            }
            return displayName(of: type)
        }
        switch type {
        case .metatype(let instance): return describeType(instance, debug: true) + instance.metatypeSuffix
        case .builtin(let name) where name.hasPrefix("(") || name.contains("<"):
            // A tuple, function or generic type, kept as its written text: each part qualified.
            guard var parser = try? Parser(source: name), let written = try? parser.parseType() else { return name }
            return qualifiedWrittenName(written)
        case .builtin(let name): return "Swift." + name
        case .user: return "\(interpreter.sources.moduleName)." + displayName(of: type)
        case .array(let element): return qualifiedWrittenName(.array(element))
        case .dictionary(let key, let value): return qualifiedWrittenName(.dictionary(key, value))
        case .optional(let wrapped): return qualifiedWrittenName(.optional(wrapped))
        }
    }

    /// `P(x: 1, y: 2)`, qualified (`main.P(…)`) in a debug description.
    private func describeFields(of structValue: StructValue, debug: Bool) -> String {
        let prefix = genericTypeName(structValue.type, fields: structValue.fields, qualified: debug)
        return prefix + "("
            + storedFields(of: structValue.type, in: structValue.fields).map { name, value in
                "\(name): \(describe(value, debug: true))"
            }.joined(separator: ", ") + ")"
    }

    /// The stored properties `type` itself declares, named and held as Swift stores them (what its
    /// description and its mirror show): a `lazy var` is an optional under a hidden name.
    func storedFields(of type: TypeInfo, in fields: InstanceFields) -> [(name: String, value: Value)] {
        type.storedProperties.map { property in
            guard property.modifiers.isLazy else { return (property.name, fields[property.name] ?? .void) }
            return ("$__lazy_storage_$_\(property.name)", .optional(fields[property.name]))
        }
    }

    /// Whether the type prints its own `description` or `debugDescription` instead of its name
    /// (Swift's `as? CustomStringConvertible` and `as? CustomDebugStringConvertible`).
    func hasOwnDescription(_ type: TypeInfo) -> Bool {
        type.conforms(to: "CustomStringConvertible") && type.findComputed("description") != nil
            || type.conforms(to: "CustomDebugStringConvertible") && type.findComputed("debugDescription") != nil
    }

    func qualifiedName(_ type: TypeInfo) -> String {
        // Nested types print with their outer names.
        var names = [type.name]
        var current = type
        outer: while true {
            for candidate in allTypes() where candidate.nestedTypes.values.contains(where: { $0 === current }) {
                names.insert(candidate.name, at: 0)
                current = candidate
                continue outer
            }
            break
        }
        return names.joined(separator: ".")
    }

    func allTypes() -> [TypeInfo] {
        var result: [TypeInfo] = []
        func visit(_ type: TypeInfo) {
            result.append(type)
            type.nestedTypes.values.forEach(visit)
        }
        interpreter.globals.types.values.forEach(visit)
        return result
    }

    func displayName(of type: TypeValue) -> String {
        switch type {
        case .user(let info): return qualifiedName(info)
        // A nested builtin prints its own name, as a nested type of a program does: `Scalar`.
        case .builtin(let name): return name == "Unicode.Scalar" ? "Scalar" : name
        case .array(let element): return "Array<\(desugaredName(element))>"
        case .dictionary(let key, let value): return "Dictionary<\(desugaredName(key)), \(desugaredName(value))>"
        case .optional(let wrapped): return "Optional<\(desugaredName(wrapped))>"
        case .metatype(let instance): return displayName(of: instance) + instance.metatypeSuffix
        }
    }

    /// A written type as Swift prints a metatype inside a collection: `[(Int, P)]` is
    /// `Swift.Array<(Swift.Int, main.P)>`.
    private func qualifiedWrittenName(_ ref: TypeRef) -> String {
        let arguments = { (parts: [TypeRef]) in "<" + parts.map(self.qualifiedWrittenName).joined(separator: ", ") + ">"
        }
        switch ref {
        case .array(let element): return "Swift.Array" + arguments([element])
        case .dictionary(let key, let value): return "Swift.Dictionary" + arguments([key, value])
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return "Swift.Optional" + arguments([wrapped])
        case .named(let name, let parts):
            let qualified =
                interpreter.lookupTypeByPath(name, in: interpreter.globals).map {
                    "\(interpreter.sources.moduleName)." + qualifiedName($0)
                } ?? "Swift." + name
            return parts.isEmpty ? qualified : qualified + arguments(parts)
        case .tuple(let parts): return "(" + parts.map(qualifiedWrittenName).joined(separator: ", ") + ")"
        case .labeledTuple(let labels, let parts):
            return "("
                + zip(labels, parts).map { ($0.map { "\($0): " } ?? "") + qualifiedWrittenName($1) }
                .joined(separator: ", ") + ")"
        case .function(let parameters, let result, let throwing):
            return "(" + parameters.map(qualifiedWrittenName).joined(separator: ", ") + ")"
                + (throwing ? " throws" : "") + " -> " + qualifiedWrittenName(result)
        default: return ref.description
        }
    }

    /// A written type as Swift prints a metatype's arguments: `[[Int]]` is `Array<Array<Int>>`.
    private func desugaredName(_ ref: TypeRef) -> String {
        switch ref {
        case .array(let element): return "Array<\(desugaredName(element))>"
        case .dictionary(let key, let value): return "Dictionary<\(desugaredName(key)), \(desugaredName(value))>"
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return "Optional<\(desugaredName(wrapped))>"
        case .named(let name, let arguments) where !arguments.isEmpty:
            return name + "<" + arguments.map(desugaredName).joined(separator: ", ") + ">"
        default: return ref.description
        }
    }

    private func customDescription(_ value: Value, _ type: TypeInfo, debug: Bool) -> String? {
        if debug, type.conforms(to: "CustomDebugStringConvertible"), let getter = type.findComputed("debugDescription"),
            case .string(let string)? = try? interpreter.runGetter(getter, self: value, type: type, pos: .unknown)
        {
            return string
        }
        if type.conforms(to: "CustomStringConvertible")
            || type.conforms(to: "Error") && type.findComputed("description") != nil,
            let getter = type.findComputed("description"),
            case .string(let string)? = try? interpreter.runGetter(getter, self: value, type: type, pos: .unknown)
        {
            return string
        }
        // `String(describing:)` falls back to `debugDescription` when that is all a type offers.
        if !debug, type.conforms(to: "CustomDebugStringConvertible"),
            let getter = type.findComputed("debugDescription"),
            case .string(let string)? = try? interpreter.runGetter(getter, self: value, type: type, pos: .unknown)
        {
            return string
        }
        return nil
    }

    /// A string as `debugPrint` shows it: the host is Swift, so its own `debugDescription` is the
    /// standard library's (quotes, `\n`, `\'`, and `\u{07}` for the other ASCII controls).
    func debugQuoted(_ text: String) -> String { text.debugDescription }

    /// The type's name as Swift spells it in messages and `type(of:)`.
    func typeName(of value: Value) -> String {
        switch value {
        case .void: return "()"
        case .int: return "Int"
        case .double: return "Double"
        case .fixedInteger(let fixed): return fixed.kind.name
        case .float: return "Float"
        case .bool: return "Bool"
        case .string: return "String"
        case .substring: return "Substring"
        case .character: return "Character"
        case .unicodeScalar: return "Scalar"  // as Swift prints `type(of:)` of one
        case .array(let items): return "Array<\(items.first.map { typeName(of: $0) } ?? "Any")>"
        case .slice(let items, _): return "ArraySlice<\(items.first.map { typeName(of: $0) } ?? "Any")>"
        case .set(let set): return "Set<\(set.elements.first.map { typeName(of: $0) } ?? "Any")>"
        case .dictionary(let dictionary):
            let key = dictionary.keys.first.map { typeName(of: $0) } ?? "String"
            return "Dictionary<\(key), \(dictionary.values.first.map { typeName(of: $0) } ?? "Any")>"
        case .range, .boundsRange: return interpreter.rangeTypeName(value) ?? ""
        case .stringIndex: return "Index"  // as Swift names it: `Optional<Index>`
        case .optional(let wrapped): return "Optional<\(wrapped.map { typeName(of: $0) } ?? "Any")>"
        case .tuple(let items, let labels):
            // A dictionary's elements are `(key: K, value: V)`: Swift names the labels in the type.
            return "("
                + zip(items, labels).map { item, label in (label.map { "\($0): " } ?? "") + typeName(of: item) }
                .joined(separator: ", ") + ")"
        case .structValue(let structValue): return qualifiedName(structValue.type)
        case .enumValue(let enumValue): return qualifiedName(enumValue.type)
        case .object(let object): return qualifiedName(object.type)
        case .function: return "() -> ()"
        case .type(let type): return displayName(of: type) + ".Type"
        case .keyPath(let keyPath): return "KeyPath<\(keyPath.rootType ?? "_"), _>"
        case .native(let box): return box.typeName
        }
    }

    /// The type as a declaration would spell it: `[Int]`, `[String: Int]`, `Int?`.
    func sugaredTypeName(of value: Value) -> String {
        switch value {
        case .array(let items): return "[\(items.first.map { sugaredTypeName(of: $0) } ?? "Any")]"
        case .dictionary(let dictionary):
            let key = dictionary.keys.first.map { sugaredTypeName(of: $0) } ?? "String"
            return "[\(key): \(dictionary.values.first.map { sugaredTypeName(of: $0) } ?? "Any")]"
        case .set(let set): return "Set<\(set.elements.first.map { sugaredTypeName(of: $0) } ?? "Any")>"
        case .optional(let wrapped?): return sugaredTypeName(of: wrapped) + "?"
        default: return typeName(of: value)
        }
    }

    func builtinTypeName(of value: Value) -> String {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .array: return "Array"
        case .set: return "Set"
        case .dictionary: return "Dictionary"
        case .optional: return "Optional"
        case .fixedInteger(let number): return number.kind.name
        case .float: return "Float"
        default: return ""
        }
    }
}
