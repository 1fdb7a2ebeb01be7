// `typealias Pair<T> = (first: T, second: T)`: a generic type alias is expanded where it is
// written, as the parser reads a type (`Pair<Int>` becomes `(first: Int, second: Int)`), so every
// stage after parsing sees the aliased type itself, as swiftc's type checker does. The session
// keeps the table, so a later entry may use an earlier entry's alias (as it does operators).

package struct GenericTypeAliases: Sendable {
    private var aliases: [String: (parameters: [String], target: TypeRef)] = [:]
    /// Names written with generic arguments before any alias of that name was declared: an alias
    /// declared later under one of them would have been read as a type of that name.
    private var usedEarlier: Set<String> = []

    package init() {}

    /// A new text to read: uses above a declaration are judged within one text (an earlier entry's
    /// `Box<Int>` of its own generic type says nothing about this one).
    package mutating func startText() { usedEarlier = [] }

    package func isAlias(_ name: String) -> Bool { aliases[name] != nil }

    /// Records `typealias name<parameters> = target`; an error when the name was already used with
    /// generic arguments above the declaration.
    package mutating func declare(_ name: String, parameters: [String], target: TypeRef, at pos: SourcePos) throws {
        if usedEarlier.contains(name) {
            throw ScriptError.compile(
                "a generic type alias used above its declaration is not supported in the workbook; declare '\(name)' first",
                at: pos)
        }
        aliases[name] = (parameters, target)
    }

    /// The aliased type for `name<arguments>`, or nil when `name` is no generic alias; an error for
    /// an alias written without its arguments (Swift would infer them).
    package mutating func expansion(of name: String, _ arguments: [TypeRef], at pos: SourcePos) throws -> TypeRef? {
        guard let alias = aliases[name] else {
            if !arguments.isEmpty { usedEarlier.insert(name) }
            return nil
        }
        guard arguments.count == alias.parameters.count else {
            throw ScriptError.compile(
                "the generic type alias '\(name)' without its \(alias.parameters.count) generic argument(s) is not supported in the workbook; write them ('\(name)<…>')",
                at: pos)
        }
        return alias.target.substituting(Dictionary(zip(alias.parameters, arguments), uniquingKeysWith: { a, _ in a }))
    }
}

extension TypeRef {
    /// The type with each generic parameter named in `bindings` replaced by its type.
    package func substituting(_ bindings: [String: TypeRef]) -> TypeRef {
        switch self {
        case .named(let name, let arguments):
            if arguments.isEmpty, let bound = bindings[name] { return bound }
            return .named(name, arguments.map { $0.substituting(bindings) })
        case .optional(let wrapped): return .optional(wrapped.substituting(bindings))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(wrapped.substituting(bindings))
        case .array(let element): return .array(element.substituting(bindings))
        case .dictionary(let key, let value):
            return .dictionary(key.substituting(bindings), value.substituting(bindings))
        case .tuple(let elements): return .tuple(elements.map { $0.substituting(bindings) })
        case .labeledTuple(let labels, let elements):
            return .labeledTuple(labels, elements.map { $0.substituting(bindings) })
        case .function(let parameters, let result, let throwing):
            return .function(
                parameters.map { $0.substituting(bindings) }, result.substituting(bindings), throws: throwing)
        case .existential(let parts): return .existential(parts.map { $0.substituting(bindings) })
        case .inoutType(let inner): return .inoutType(inner.substituting(bindings))
        }
    }
}
