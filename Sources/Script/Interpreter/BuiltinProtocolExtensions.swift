// Which of the program's extensions apply to a builtin value: `extension Array` first, then
// the extensions of the standard protocols its type conforms to (`extension Collection`,
// `extension Sequence where Element == Int`, `extension Comparable`), as Swift finds them; a
// program's own type reaches the extensions of the standard protocols it conforms to.

import ScriptFrontEnd

extension Interpreter {
    static let collectionProtocols = ["Collection", "Sequence"]
    static let comparableProtocols = ["Comparable", "Equatable"]
    static let integerProtocols = ["BinaryInteger", "FixedWidthInteger", "Numeric"]
    static let floatingProtocols = ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric"]
    /// The numeric protocols a program may extend (`extension BinaryInteger { … }`).
    static let numericProtocols = Set(integerProtocols + floatingProtocols + ["SignedInteger", "UnsignedInteger"])

    /// The first extension applying to `value` that `has` the member; nil when none does.
    func builtinExtension(of value: Value, having has: (TypeInfo) -> Bool) -> TypeInfo? {
        if registry.builtinExtensions.isEmpty { return nil }  // no extensions, no cost
        guard let kind = BuiltinValueKind(value) else {
            return sizedIntegerExtension(of: value, having: has) ?? standardProtocolExtension(of: value, having: has)
        }
        for ext in extensionChain(kind).extensions where has(ext) { return ext }
        return nil
    }

    /// The program's methods `name` on the builtin `value` (`extension Array { func … }`), with
    /// the extension that declares them; for a value of a script type, its standard protocols'
    /// (`extension Equatable { func … }`: asked only once the type itself has no such method).
    func builtinExtensionMethods(of value: Value, named name: String) -> (TypeInfo, [FunctionDecl])? {
        if registry.builtinExtensions.isEmpty { return nil }
        guard let kind = BuiltinValueKind(value) else {
            let declares: (TypeInfo) -> Bool = { $0.methods[name] != nil }
            guard
                let ext = sizedIntegerExtension(of: value, having: declares)
                    ?? standardProtocolExtension(of: value, having: declares)
            else { return nil }
            return ext.methods[name].map { (ext, $0) }
        }
        var chain = extensionChain(kind)
        if !chain.isCurrent {
            chain = BuiltinExtensionChain(chain.extensions)
            registry.builtinExtensionChains[kind.rawValue] = chain
        }
        // Usually no dictionary look-up at all (the name is none of theirs), or one.
        guard chain.mayDeclareMethod(name) else { return nil }
        for ext in chain.extensions {
            if let methods = ext.methods[name] { return (ext, methods) }
        }
        return nil
    }

    /// The extensions that apply to values of `kind`, in look-up order: made once per set of
    /// extensions (`TypeRegistry` forgets them when one is added), so a call need not hash
    /// the names of the type and of each protocol it conforms to.
    private func extensionChain(_ kind: BuiltinValueKind) -> BuiltinExtensionChain {
        if let chain = registry.builtinExtensionChains[kind.rawValue] { return chain }
        let chain = BuiltinExtensionChain(
            ([kind.typeName] + kind.protocols).compactMap { registry.builtinExtensions[$0] })
        registry.builtinExtensionChains[kind.rawValue] = chain
        return chain
    }

    /// A program's own type reaches `extension Equatable { … }` and the like through its conformances.
    private func standardProtocolExtension(of value: Value, having has: (TypeInfo) -> Bool) -> TypeInfo? {
        guard let type = typeInfo(of: value) else { return nil }
        for name in registry.builtinExtensions.keys.sorted() {
            guard let ext = registry.builtinExtensions[name], has(ext),
                type.conforms(to: name)
                    || name == "Equatable" && (type.conforms(to: "Hashable") || type.conforms(to: "Comparable"))
            else { continue }
            return ext
        }
        return nil
    }

    /// `Int8`, `UInt64`, …: the extension of the type itself, then of its protocols.
    private func sizedIntegerExtension(of value: Value, having has: (TypeInfo) -> Bool) -> TypeInfo? {
        guard case .fixedInteger(let number) = value else { return nil }
        if let ext = registry.builtinExtensions[number.kind.name], has(ext) { return ext }
        let sign = number.kind.isSigned ? ["SignedInteger", "SignedNumeric"] : ["UnsignedInteger"]
        for name in Self.comparableProtocols + Self.integerProtocols + sign {
            if let ext = registry.builtinExtensions[name], has(ext) { return ext }
        }
        return nil
    }
}

/// The builtin values a program's extension can apply to (sized integers aside: one kind each).
enum BuiltinValueKind: Int, CaseIterable {
    case array, set, dictionary, range, slice, string, substring, int, double, float, character, bool, optional

    init?(_ value: Value) {
        switch value {
        case .array: self = .array
        case .set: self = .set
        case .dictionary: self = .dictionary
        case .range: self = .range
        case .slice: self = .slice
        case .string: self = .string
        case .substring: self = .substring
        case .int: self = .int
        case .double: self = .double
        case .float: self = .float
        case .character: self = .character
        case .bool: self = .bool
        case .optional: self = .optional
        default: return nil
        }
    }

    /// The name `extension Name` gives it (none for ranges, slices and substrings).
    var typeName: String {
        switch self {
        case .array: "Array"
        case .set: "Set"
        case .dictionary: "Dictionary"
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .float: "Float"
        case .character: "Character"
        case .bool: "Bool"
        case .optional: "Optional"
        case .range, .slice, .substring: ""
        }
    }

    /// The standard protocols whose extensions apply, in look-up order.
    var protocols: [String] {
        switch self {
        case .array, .set, .dictionary, .range, .slice: Interpreter.collectionProtocols
        case .string, .substring: Interpreter.collectionProtocols + Interpreter.comparableProtocols
        case .int: Interpreter.comparableProtocols + Interpreter.integerProtocols + ["SignedInteger", "SignedNumeric"]
        case .double, .float: Interpreter.comparableProtocols + Interpreter.floatingProtocols
        case .character: Interpreter.comparableProtocols
        case .bool: ["Equatable"]
        case .optional: []
        }
    }
}
