// Which of the program's extensions apply to a builtin value: `extension Array` first, then
// the extensions of the standard protocols its type conforms to (`extension Collection`,
// `extension Sequence where Element == Int`, `extension Comparable`), as Swift finds them; a
// program's own type reaches the extensions of the standard protocols it conforms to.

extension Interpreter {
    private static let collectionProtocols = ["Collection", "Sequence"]
    private static let comparableProtocols = ["Comparable", "Equatable"]
    private static let integerProtocols = ["BinaryInteger", "FixedWidthInteger", "Numeric"]
    private static let floatingProtocols = ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric"]
    /// The numeric protocols a program may extend (`extension BinaryInteger { … }`).
    static let numericProtocols = Set(integerProtocols + floatingProtocols + ["SignedInteger", "UnsignedInteger"])

    /// The first extension applying to `value` that `has` the member; nil when none does.
    func builtinExtension(of value: Value, having has: (TypeInfo) -> Bool) -> TypeInfo? {
        if registry.builtinExtensions.isEmpty { return nil }  // the everyday case: no extensions, no cost
        if let ext = registry.builtinExtensions[builtinTypeName(of: value)], has(ext) { return ext }
        let protocols: [String]
        switch value {
        case .array, .set, .dictionary, .range, .slice: protocols = Self.collectionProtocols
        case .string, .substring: protocols = Self.collectionProtocols + Self.comparableProtocols
        case .int: protocols = Self.comparableProtocols + Self.integerProtocols + ["SignedInteger", "SignedNumeric"]
        case .fixedInteger(let number):
            let sign = number.kind.isSigned ? ["SignedInteger", "SignedNumeric"] : ["UnsignedInteger"]
            protocols = Self.comparableProtocols + Self.integerProtocols + sign
        case .double, .float: protocols = Self.comparableProtocols + Self.floatingProtocols
        case .character: protocols = Self.comparableProtocols
        case .bool: protocols = ["Equatable"]
        default:
            // A program's own type reaches `extension Equatable { … }` and the like through its conformances.
            guard let type = typeInfo(of: value) else { return nil }
            protocols = registry.builtinExtensions.keys.sorted().filter { name in
                type.conforms(to: name)
                    || name == "Equatable" && (type.conforms(to: "Hashable") || type.conforms(to: "Comparable"))
            }
        }
        for name in protocols {
            if let ext = registry.builtinExtensions[name], has(ext) { return ext }
        }
        return nil
    }
}
