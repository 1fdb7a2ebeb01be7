// What `dump` sees of one value, as Swift's `Mirror(reflecting:)` shows it: the summary line and the
// named children. Collections and tuples are summed up by their counts; a value with a custom
// (debug) description by it; any other struct, class or enum by its qualified type name.

import ScriptFrontEnd

struct Mirrored {
    var summary: String
    var children: [(String?, Value)] = []
    /// A class instance's superclass, dumped as a `super:` line before the children.
    var superclass: TypeInfo?

    init(_ value: Value, _ dump: ValueDump) throws {
        let descriptions = dump.descriptions
        switch value {
        case .int, .fixedInteger, .bool:
            summary = descriptions.describe(value)
        case .double(let double): summary = double.debugDescription
        case .float(let float): summary = float.debugDescription
        case .string, .substring, .character, .unicodeScalar:
            summary = descriptions.describe(value, debug: true)
        case .void: summary = "(0 elements)"
        case .array(let items), .slice(let items, _):
            summary = Self.count(items.count, "element", "elements")
            children = items.map { (nil, $0) }
        case .set(let set):
            summary = Self.count(set.elements.count, "member", "members")
            children = set.elements.map { (nil, $0) }
        case .dictionary(let dictionary):
            summary = Self.count(dictionary.count, "key/value pair", "key/value pairs")
            children = zip(dictionary.keys, dictionary.values).map { (nil, Value.tuple([$0, $1], ["key", "value"])) }
        case .tuple(let items, let labels):
            summary = items.count == 1 ? "(1 element)" : "(\(items.count) elements)"
            children = zip(items, labels).enumerated().map { index, pair in (pair.1 ?? ".\(index)", pair.0) }
        case .optional(let wrapped):
            summary = descriptions.describe(value, debug: true)
            if let wrapped { children = [("some", wrapped)] }
        case .range, .boundsRange:
            guard descriptions.interpreter.rangeTypeName(value)?.hasPrefix("Partial") == false,
                let text = descriptions.interpreter.rangeDescription(value, debug: true)
            else { throw dump.refusal("a one-sided range") }
            summary = text
            children = try Self.bounds(of: value, dump)
        case .structValue(let structValue):
            summary = try Self.typeSummary(value, structValue.type, dump)
            children = Self.ownProperties(of: structValue.type, in: structValue.fields, dump)
        case .object(let instance):
            summary = try Self.typeSummary(value, instance.type, dump)
            children = Self.ownProperties(of: instance.type, in: instance.fields, dump)
            superclass = instance.type.superclass
            var type: TypeInfo? = instance.type.superclass
            while let current = type {
                try Self.refuseUnmirrored(current, dump)
                type = current.superclass
            }
        case .enumValue(let enumValue):
            summary = try Self.typeSummary(value, enumValue.type, dump)
            if !descriptions.hasOwnDescription(enumValue.type) { summary += "." + enumValue.caseName }
            children = Self.payload(of: enumValue)
        case .stringIndex: throw dump.refusal("a String.Index")
        case .function: throw dump.refusal("a closure")
        case .type: throw dump.refusal("a metatype")
        case .keyPath: throw dump.refusal("a key path")
        case .native(let box): throw dump.refusal("a \(box.typeName)")
        }
    }

    /// The stored properties `type` itself declares (a class's inherited ones go under `super:`).
    static func ownProperties(of type: TypeInfo, in fields: InstanceFields, _ dump: ValueDump) -> [(String?, Value)] {
        dump.descriptions.storedFields(of: type, in: fields).map { ($0.name, $0.value) }
    }

    private static func count(_ count: Int, _ one: String, _ many: String) -> String {
        count == 1 ? "1 \(one)" : "\(count) \(many)"
    }

    /// An enum case's payload is one child named by the case: the value itself, or a tuple of several.
    private static func payload(of value: EnumValue) -> [(String?, Value)] {
        switch value.payload.count {
        case 0: return []
        case 1 where value.labels.first ?? nil == nil: return [(value.caseName, value.payload[0])]
        default: return [(value.caseName, .tuple(value.payload, value.labels))]
        }
    }

    private static func bounds(of range: Value, _ dump: ValueDump) throws -> [(String?, Value)] {
        switch range {
        case .range(let lower, let upper, _): return [("lowerBound", .int(lower)), ("upperBound", .int(upper))]
        case .boundsRange(let bounds): return [("lowerBound", bounds.lower), ("upperBound", bounds.upper)]
        default: throw dump.refusal("a range")
        }
    }

    /// A user type's summary: its custom description, else its qualified name (`main.Outer.Inner`).
    private static func typeSummary(_ value: Value, _ type: TypeInfo, _ dump: ValueDump) throws -> String {
        try refuseUnmirrored(type, dump)
        if dump.descriptions.hasOwnDescription(type) { return dump.descriptions.describe(value, debug: true) }
        if type.conforms(to: "Error"), type.findComputed("description") != nil {
            throw dump.refusal("an Error with a 'description' of its own but no CustomStringConvertible")
        }
        return "\(dump.moduleName).\(dump.descriptions.qualifiedName(type))"
    }

    /// Types whose mirror Swift builds from storage the interpreter does not keep as Swift does:
    /// an `@Observable` class (its registrar), `@Published` and other wrapped properties (their
    /// wrappers), `unowned` references, a local type (UnprintableTypeNames.swift), a `customMirror` of the program's own, and generic types
    /// (their arguments are printed only where the interpreter is sure of them).
    private static func refuseUnmirrored(_ type: TypeInfo, _ dump: ValueDump) throws {
        if dump.descriptions.isLocal(type) {
            throw dump.refusal(
                "'\(type.name)', a type declared inside a function, closure or block (Swift prints its contexts' addresses)"
            )
        }
        if type.isObservable || !type.trackedProperties.isEmpty {
            throw dump.refusal("an @Observable class (Swift would show its observation registrar)")
        }
        if !type.publishedProperties.isEmpty
            || type.storedProperties.contains(where: { !$0.attributes.isEmpty || $0.wrapperStorageFor != nil })
        {
            throw dump.refusal("a property wrapper (Swift would show the wrapper's storage)")
        }
        if type.storedProperties.contains(where: \.modifiers.isUnowned) {
            throw dump.refusal("an unowned property")
        }
        if type.hasMember("customMirror") { throw dump.refusal("a type with a customMirror of its own") }
        if let parameters = type.decl?.genericParams, !parameters.isEmpty {
            throw dump.refusal("a value of a generic type")
        }
    }
}
