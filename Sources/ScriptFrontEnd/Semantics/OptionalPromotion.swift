// Swift wraps a value in `Optional` wherever the context's type is optional: the `2` of
// `[Int?.none, 2]` is `Optional(2)`, as is the `$0` of `$0 > 1 ? $0 : nil` and the `5` of
// `xs.append(5)` on an `[Int?]`. The interpreter's values carry no static type, so lowering writes
// the wrap out as `x as T?` (the interpreter's `coerce`, which leaves a value that is already
// optional as it is). Without it such arrays printed `[nil, 2]` where Swift prints `[nil, Optional(2)]`.

extension StaticType {
    /// The type written as source, when it can be (not a function, existential, generic or unknown type).
    package var writtenRef: TypeRef? {
        switch self {
        case .nominal(let name, let arguments):
            let refs = arguments.compactMap(\.writtenRef)
            return refs.count == arguments.count ? .named(name, refs) : nil
        case .optional(let wrapped): return wrapped.writtenRef.map { .optional($0) }
        case .array(let element): return element.writtenRef.map { .array($0) }
        case .dictionary(let key, let value):
            guard let key = key.writtenRef, let value = value.writtenRef else { return nil }
            return .dictionary(key, value)
        case .tuple(let labels, let elements):
            let refs = elements.compactMap(\.writtenRef)
            guard refs.count == elements.count, !elements.isEmpty else { return nil }
            return labels.allSatisfy({ $0 == nil }) ? .tuple(refs) : .labeledTuple(labels, refs)
        case .function, .existential, .genericParameter, .metatype, .unknown: return nil
        }
    }
}

extension ExpressionTyper {
    /// `lowered` wrapped as `lowered as T?` when `context` is the optional `T?` and `lowered` is known
    /// to be a value that is not optional; otherwise `lowered` as it is.
    package func promoted(_ lowered: Expr, to context: StaticType?) -> Expr {
        guard case .optional? = context, let ref = context?.writtenRef else { return lowered }
        if case .nilLiteral = lowered.kind { return lowered }
        let actual = type(of: lowered)
        guard actual.isKnown, !actual.isOptional else { return lowered }
        if case .metatype = actual { return lowered }
        return Expr(.cast(lowered, ref, .asType), lowered.pos)
    }

    /// The type of a literal's elements or a conditional's branches where some are `nil` or hold optionals
    /// the others do not: `[nil, 2]` is `[Int?]`, `c ? x : nil` is `Int?`, `[[1, nil], [2]]` is `[[Int?]]`.
    /// Nil when no optional is involved, or a type is not known.
    package func optionalJoin(_ expressions: [Expr]) -> StaticType? {
        var joined: StaticType? = nil
        var sawNil = false
        for expression in expressions {
            if case .nilLiteral = expression.kind {
                sawNil = true
                continue
            }
            let type = type(of: expression)
            guard type.isKnown else { return nil }
            guard let known = joined else {
                joined = type
                continue
            }
            guard let both = Self.join(known, type) else { return nil }
            joined = both
        }
        guard var result = joined else { return nil }
        if sawNil, !result.isOptional { result = .optional(result) }
        return result.holdsOptional ? result : nil
    }

    /// The type both values take in one literal, wrapping what only one side has as optional.
    private static func join(_ left: StaticType, _ right: StaticType) -> StaticType? {
        if left == right { return left }
        switch (left, right) {
        case (.optional(let inner), .optional(let other)): return join(inner, other).map { .optional($0) }
        case (.optional(let inner), _): return join(inner, right).map { .optional($0) }
        case (_, .optional(let inner)): return join(left, inner).map { .optional($0) }
        case (.array(let inner), .array(let other)): return join(inner, other).map { .array($0) }
        case (.dictionary(let key, let inner), .dictionary(let otherKey, let other)) where key == otherKey:
            return join(inner, other).map { .dictionary(key, $0) }
        default: return nil
        }
    }
}

extension StaticType {
    /// Whether an optional is this type or inside it (as an array's element or a dictionary's value).
    package var holdsOptional: Bool {
        switch self {
        case .optional: return true
        case .array(let element): return element.holdsOptional
        case .dictionary(_, let value): return value.holdsOptional
        default: return false
        }
    }
}
