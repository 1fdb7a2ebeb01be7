import ScriptFrontEnd

// `value is Equatable` (Hashable, Comparable, CustomStringConvertible, Error, AnyObject) as Swift
// answers it at run time, measured with swiftc 6.3.1 on Linux for every kind of value the
// interpreter holds: `true` is not Comparable, a `String.Index` not CustomStringConvertible, a
// partial range nothing, an optional is looked through (`Optional(1) as Any is Comparable`), an
// enum without associated values is Equatable and Hashable, and every value is `AnyObject` (it is
// boxed). A collection's answer is its static element type's (`[Int]` is Equatable, `[Any]` holding
// the same Ints is not), which a value does not carry: such a cast is refused when it runs.

extension CastAnswers {
    /// The standard protocols `standardConformance` answers.
    static let valueProtocols: Set<String> = ["Equatable", "Hashable", "Comparable", "CustomStringConvertible"]

    /// Swift's answer to `value is proto` for one of `valueProtocols`; nil when the value does not decide it.
    func standardConformance(of value: Value, to proto: String) -> Bool? {
        let equatable = proto == "Equatable" || proto == "Hashable"
        switch value {
        case .int, .double, .float, .fixedInteger, .string, .substring, .character, .unicodeScalar: return true
        case .bool: return proto != "Comparable"
        case .stringIndex: return proto != "CustomStringConvertible"
        case .range(let lower, let upper, _):
            // `...5` and `2...` are held as ranges from `Int.min` or to `Int.max`; a partial range conforms to none.
            if lower == .min || upper == .max { return nil }
            return proto != "Comparable"
        case .boundsRange, .set: return proto != "Comparable"
        case .array, .slice, .dictionary:
            if proto == "Comparable" { return false }
            return equatable ? nil : true
        case .optional(let wrapped?): return standardConformance(of: wrapped, to: proto)
        case .optional(nil):
            return equatable ? nil : false
        case .keyPath: return equatable
        case .tuple, .function, .type, .void: return false
        case .structValue, .enumValue, .object:
            guard let type = interpreter.typeInfo(of: value) else { return false }
            return type.conforms(to: proto) || (equatable && hasImplicitEquality(type))
        case .native: return nil
        }
    }

    /// An enum whose cases carry no values is Equatable and Hashable without saying so.
    private func hasImplicitEquality(_ type: TypeInfo) -> Bool {
        type.kind == .enumType && !type.cases.isEmpty && type.cases.values.allSatisfy { $0.params == nil }
    }

    /// A cast the value alone cannot answer (`xs is Hashable` for an array, `nil as Any is Equatable`)
    /// stops the run rather than answer `false` where Swift may say `true`.
    func refuseUndecidedCast(_ value: Value, casting type: TypeRef, pos: SourcePos) throws {
        try refuseUnknownFunctionType(value, casting: type, pos: pos)
        switch type {
        case .named(let name, let arguments) where arguments.isEmpty && Self.valueProtocols.contains(name):
            guard standardConformance(of: value, to: name) == nil else { return }
            throw ScriptError.cannotRun(
                "'is \(name)' of a \(interpreter.descriptions.typeName(of: value).prefix { $0 != "<" }) value: Swift answers by"
                    + " its static type (a collection's element type, a partial range's), which the workbook does"
                    + " not know when the line runs", at: pos)
        case .existential(let parts): for part in parts { try refuseUndecidedCast(value, casting: part, pos: pos) }
        case .optional(let wrapped):
            if case .optional(nil) = value { return }
            try refuseUndecidedCast(interpreter.unwrapOptional(value), casting: wrapped, pos: pos)
        default: return
        }
    }
}
