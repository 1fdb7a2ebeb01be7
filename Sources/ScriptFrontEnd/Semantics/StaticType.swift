// The compile-time type of an expression or a declaration. The semantic layer trusts that
// the program is well typed (the compiler gate rejects the rest), so where it cannot tell a
// type it says `.unknown` and the interpreter keeps its run-time behaviour.

package indirect enum StaticType: Hashable, Sendable, CustomStringConvertible {
    /// A concrete named type: `Int`, `String`, `Model`, `Set<Int>`, `Result<Int, E>`.
    case nominal(String, [StaticType])
    case optional(StaticType)
    case array(StaticType)
    case dictionary(StaticType, StaticType)
    case tuple([String?], [StaticType])
    case function([StaticType], StaticType)
    /// `any P`, `some P`, a protocol used as a type, `P & Q`.
    case existential([String])
    /// A generic parameter and the protocols it is constrained to (`T: Shape`).
    case genericParameter(String, constraints: [String])
    /// `Model.self`, a type used as a value.
    case metatype(StaticType)
    case unknown

    package static let int = StaticType.nominal("Int", [])
    package static let double = StaticType.nominal("Double", [])
    package static let float = StaticType.nominal("Float", [])
    package static let bool = StaticType.nominal("Bool", [])
    package static let string = StaticType.nominal("String", [])
    package static let character = StaticType.nominal("Character", [])
    package static let void = StaticType.tuple([], [])

    package var description: String {
        switch self {
        case .nominal(let name, let arguments):
            return arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped):
            if case .function = wrapped { return "(\(wrapped))?" }
            return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let labels, let elements):
            if elements.isEmpty { return "()" }
            let parts = zip(labels, elements).map { label, type in (label.map { "\($0): " } ?? "") + type.description }
            return "(\(parts.joined(separator: ", ")))"
        case .function(let parameters, let result):
            return "(\(parameters.map(\.description).joined(separator: ", "))) -> \(result)"
        case .existential(let protocols): return "any " + protocols.joined(separator: " & ")
        case .genericParameter(let name, _): return name
        case .metatype(let instance): return "\(instance).Type"
        case .unknown: return "_"
        }
    }

    package var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }
    package var isFunction: Bool {
        if case .function = self { return true }
        return false
    }

    /// The type as it would be written (`[Double]`, `Int8?`), where it is a named type, an array, a
    /// dictionary or an optional of known types; nil for anything else.
    package var writtenForm: TypeRef? {
        switch self {
        case .nominal(let name, let arguments):
            var written: [TypeRef] = []
            for argument in arguments {
                guard let form = argument.writtenForm else { return nil }
                written.append(form)
            }
            return .named(name, written)
        case .optional(let wrapped): return wrapped.writtenForm.map { .optional($0) }
        case .array(let element): return element.writtenForm.map { .array($0) }
        case .dictionary(let key, let value):
            guard let key = key.writtenForm, let value = value.writtenForm else { return nil }
            return .dictionary(key, value)
        default: return nil
        }
    }

    /// The name a member lookup starts from: `Array` for `[Int]`, `Optional` for `Int?`.
    package var nominalName: String? {
        switch self {
        case .nominal(let name, _): return name
        case .optional: return "Optional"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        default: return nil
        }
    }

    /// The generic arguments in the order the nominal type declares its parameters.
    package var genericArguments: [StaticType] {
        switch self {
        case .nominal(_, let arguments): return arguments
        case .optional(let wrapped): return [wrapped]
        case .array(let element): return [element]
        case .dictionary(let key, let value): return [key, value]
        default: return []
        }
    }

    /// The protocols a value of this type is only known through (existential or generic),
    /// the receivers on which a protocol extension's non-requirement members dispatch statically.
    package var protocolsKnownStatically: [String]? {
        switch self {
        case .existential(let protocols): return protocols
        case .genericParameter(_, let constraints) where !constraints.isEmpty: return constraints
        default: return nil
        }
    }

    /// The element type of a sequence of this type (`for x in …`), if known.
    package var elementType: StaticType {
        switch self {
        case .array(let element): return element
        case .nominal("Set", let arguments) where arguments.count == 1: return arguments[0]
        case .nominal("ArraySlice", let arguments) where arguments.count == 1: return arguments[0]
        case .nominal(let name, let arguments)
        where ["Range", "ClosedRange", "StrideTo", "StrideThrough"].contains(name):
            return arguments.first ?? .unknown
        case .dictionary(let key, let value): return .tuple(["key", "value"], [key, value])
        case .nominal("String", _): return .character
        default: return .unknown
        }
    }

    /// Replaces generic parameters by the types bound to them.
    package func substituting(_ bindings: [String: StaticType]) -> StaticType {
        if bindings.isEmpty { return self }
        switch self {
        case .genericParameter(let name, _): return bindings[name] ?? self
        case .nominal(let name, let arguments):
            if arguments.isEmpty, let bound = bindings[name] { return bound }
            return .nominal(name, arguments.map { $0.substituting(bindings) })
        case .optional(let wrapped): return .optional(wrapped.substituting(bindings))
        case .array(let element): return .array(element.substituting(bindings))
        case .dictionary(let key, let value):
            return .dictionary(key.substituting(bindings), value.substituting(bindings))
        case .tuple(let labels, let elements): return .tuple(labels, elements.map { $0.substituting(bindings) })
        case .function(let parameters, let result):
            return .function(parameters.map { $0.substituting(bindings) }, result.substituting(bindings))
        case .metatype(let instance): return .metatype(instance.substituting(bindings))
        case .existential, .unknown: return self
        }
    }
}
