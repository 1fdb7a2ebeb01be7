// `@Clamped(0...10) var level: Int = 5` over `struct Clamped<Value>` whose `wrappedValue` is a
// `Value`: Swift infers `Clamped<Int>` from the wrapped property's type and types the attribute's
// arguments by it (`-40...50` is a `ClosedRange<Double>` for a `Double` property). The expansion's
// storage `_level = Clamped(wrappedValue: 5, 0...10)` is lowered as `Clamped<Int>(…)`, so the
// written generic argument types the arguments. A wrapper whose parameters the property's type does
// not settle alone (several, or a `wrappedValue` of another type) is still refused by
// `PropertyWrapperRules`. Without a written type, a literal initial value settles it where Swift's
// choice is certain: `@Clamped(0...10) var level = 5` is a `Clamped<Int>` when every other argument
// is made of integer literals, `@Clamped(0.0...1.0) var balance = 0.5` a `Clamped<Double>`.

package enum GenericWrapperType {
    /// `Clamped<Int>` for the storage of a property of written type `Int` wrapped by the generic
    /// wrapper `name`; nil when the wrapper is not generic or the property's type does not settle it.
    package static func storageType(
        wrapper name: String, storage: VarDecl, types: [String: TypeDeclaration]
    ) -> TypeRef? {
        guard let type = types[name], type.genericParameters.count == 1, let parameter = type.genericParameters.first,
            let wrapped = storage.wrappedType
                ?? literalWrappedType(storage, constraint: type.declaration?.genericConstraints[parameter]),
            (type.members["wrappedValue"] ?? []).contains(where: { member in
                guard case .property(let property) = member.kind,
                    case .named(let written, let arguments)? = property.type
                else { return false }
                return written == parameter && arguments.isEmpty
            })
        else { return nil }
        return .named(name, [wrapped])
    }

    /// The type a literal initial value gives the wrapped property: the literal's own type, when the
    /// attribute's other arguments are literals that cannot change it (an integer literal beside a
    /// float literal, or beside any non-literal, could be a `Double` or `Float`: nil, still refused).
    /// An integer literal whose default type misses the parameter's constraint is a `Double` where
    /// Double meets it (`<V: BinaryFloatingPoint>` makes `5` a `5.0`, as swiftc does); any other
    /// constraint the literal's type misses leaves it unsettled.
    private static func literalWrappedType(_ storage: VarDecl, constraint: TypeRef?) -> TypeRef? {
        guard case .call(_, let arguments)? = storage.initializer?.kind,
            let value = arguments.first(where: { $0.label == "wrappedValue" })?.value,
            var kind = literalKind(value)
        else { return nil }
        if let constraint, !kind.meets(constraint) {
            guard kind == .integer, LiteralKind.float.meets(constraint) else { return nil }
            kind = .float
        }
        let others = arguments.filter { $0.label != "wrappedValue" }.map(\.value)
        let settled =
            kind == .integer
            ? others.allSatisfy { literalKind($0) == .integer } : others.allSatisfy { literalKind($0) != nil }
        return settled ? .named(kind.defaultType, []) : nil
    }

    private enum LiteralKind {
        case integer, float, string, bool

        var defaultType: String {
            switch self {
            case .integer: "Int"
            case .float: "Double"
            case .string: "String"
            case .bool: "Bool"
            }
        }

        /// Whether the literal's default type meets a generic parameter's constraint (the standard
        /// protocols it conforms to that a wrapper's parameter is commonly constrained by).
        func meets(_ constraint: TypeRef) -> Bool {
            if case .existential(let parts) = constraint { return parts.allSatisfy(meets) }
            guard case .named(let name, let arguments) = constraint, arguments.isEmpty else { return false }
            let everyone: Set<String> = ["Equatable", "Hashable", "Comparable", "CustomStringConvertible", "Sendable"]
            let numbers: Set<String> = ["Numeric", "AdditiveArithmetic", "SignedNumeric", "Strideable"]
            switch self {
            case .integer:
                return everyone.union(numbers).union(["BinaryInteger", "SignedInteger", "FixedWidthInteger"])
                    .contains(name)
            case .float:
                return everyone.union(numbers).union(["FloatingPoint", "BinaryFloatingPoint"]).contains(name)
            case .string: return everyone.union(["StringProtocol"]).contains(name)
            case .bool: return everyone.contains(name)
            }
        }
    }

    /// What a literal, a range of literals or a negated number literal is made of: `float` when any part
    /// is a float literal; nil for anything else.
    private static func literalKind(_ expr: Expr) -> LiteralKind? {
        switch expr.kind {
        case .integer: return .integer
        case .float: return .float
        case .string(let parts) where parts.allSatisfy({ if case .text = $0 { true } else { false } }): return .string
        case .bool: return .bool
        case .prefix("-", let operand):
            return literalKind(operand).flatMap { $0 == .integer || $0 == .float ? $0 : nil }
        case .binary(let op, let low, let high) where op == "..." || op == "..<":
            guard let lowKind = literalKind(low), let highKind = literalKind(high), lowKind != .bool else { return nil }
            if lowKind == highKind { return lowKind }
            let numbers: Set<LiteralKind> = [.integer, .float]
            return numbers.contains(lowKind) && numbers.contains(highKind) ? .float : nil
        default: return nil
        }
    }
}
