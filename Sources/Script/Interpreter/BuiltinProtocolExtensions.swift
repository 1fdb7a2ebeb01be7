// Which of the program's extensions apply to a builtin value: `extension Array` first, then
// the program's protocols the type adopts through an extension (`extension Array: Container {}`
// reaches `extension Container { … }` and the extensions of the protocols `Container`
// inherits), then the extensions of the standard protocols its type conforms to (`extension
// Collection`, `extension Sequence where Element == Int`, `extension Comparable`), as Swift
// finds them; a program's own type reaches the extensions of the standard protocols it
// conforms to. A program protocol's member the builtin has itself (`count`, `first`, `map` on
// an array: `BuiltinSignatures`) is left to the type, as Swift's concrete member wins.

import ScriptFrontEnd

extension ExtensionDispatch {
    static let collectionProtocols = ["Collection", "Sequence"]
    static let comparableProtocols = ["Comparable", "Equatable"]
    static let integerProtocols = ["BinaryInteger", "FixedWidthInteger", "Numeric"]
    static let floatingProtocols = ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric"]
    /// The numeric protocols a program may extend (`extension BinaryInteger { … }`).
    static let numericProtocols = Set(integerProtocols + floatingProtocols + ["SignedInteger", "UnsignedInteger"])

    /// The first extension applying to `value` that `has` the member `name`; nil when none does.
    func builtinExtension(of value: Value, named name: String, having has: (TypeInfo) -> Bool) -> TypeInfo? {
        if interpreter.registry.builtinExtensions.isEmpty { return nil }  // no extensions, no cost
        guard let kind = BuiltinValueKind(value) else {
            guard mayDeclare(name) else { return nil }
            return sizedIntegerExtension(of: value, having: has) ?? standardProtocolExtension(of: value, having: has)
        }
        let chain = extensionChain(kind)
        for ext in chain.extensions where has(ext) && !chain.leavesToType(ext, name) { return ext }
        return nil
    }

    /// The program's methods `name` on the builtin `value` (`extension Array { func … }`), with
    /// the first extension that declares them (the overloads of later ones follow: `advance()`
    /// in `extension Int: Counter` and `advance(times:)` in `extension Counter`; the call asks
    /// `builtinExtensionOwner` which declares the chosen one); for a value of a script type,
    /// its standard protocols' (`extension Equatable { func … }`: asked only once the type
    /// itself has no such method).
    func builtinExtensionMethods(of value: Value, named name: String) -> (TypeInfo, [FunctionDecl])? {
        if interpreter.registry.builtinExtensions.isEmpty { return nil }
        guard let kind = BuiltinValueKind(value) else {
            guard mayDeclare(name) else { return nil }
            let declares: (TypeInfo) -> Bool = { $0.methods[name] != nil }
            if let ext = sizedIntegerExtension(of: value, having: declares) {
                return ext.methods[name].map { (ext, $0) }
            }
            // Every standard protocol's overloads, the most refined first: `formIndex(before:)` in
            // `extension BidirectionalCollection` beside `formIndex(after:)` in `extension Collection`.
            let found = standardProtocolExtensions(of: value, having: declares)
            guard let first = found.first else { return nil }
            return (first, found.flatMap { $0.methods[name] ?? [] })
        }
        var chain = extensionChain(kind)
        if !chain.isCurrent {
            chain = chain.remade()
            interpreter.registry.extensionLookups.chains[kind.rawValue] = chain
        }
        // Usually no dictionary look-up at all (the name is none of theirs), or one.
        guard chain.mayDeclareMethod(name) else { return nil }
        var found: (TypeInfo, [FunctionDecl])?
        for ext in chain.extensions {
            guard let methods = ext.methods[name], !chain.leavesToType(ext, name) else { continue }
            if let (first, earlier) = found { found = (first, earlier + methods) } else { found = (ext, methods) }
        }
        return found
    }

    /// The extension that declares `decl`, one of the methods `builtinExtensionMethods` gave
    /// with `first` for `value`.
    func builtinExtensionOwner(of decl: FunctionDecl, for value: Value, first: TypeInfo) -> TypeInfo {
        if first.methods[decl.name]?.contains(where: { $0 === decl }) ?? false { return first }
        guard let kind = BuiltinValueKind(value) else {
            return standardProtocolExtensions(of: value) { $0.methods[decl.name]?.contains { $0 === decl } ?? false }
                .first ?? first
        }
        return extensionChain(kind).extensions.first { $0.methods[decl.name]?.contains { $0 === decl } ?? false }
            ?? first
    }

    /// The extensions that apply to values of `kind`, in look-up order: made once per set of
    /// extensions (`TypeRegistry.extensionsChanged()` forgets them), so a call need not hash
    /// the names of the type and of each protocol it conforms to.
    func extensionChain(_ kind: BuiltinValueKind) -> BuiltinExtensionChain {
        if let chain = interpreter.registry.extensionLookups.chains[kind.rawValue] { return chain }
        let own = interpreter.registry.builtinExtensions[kind.typeName]
        var extensions = own.map { [$0] } ?? []
        // `extension Array: Container {}`: the program's protocols, inherited ones included.
        for adopted in own?.allProtocols ?? [] where !extensions.contains(where: { $0 === adopted }) {
            extensions.append(adopted)
        }
        extensions += kind.protocols.compactMap { interpreter.registry.builtinExtensions[$0] }
        let chain = BuiltinExtensionChain(extensions, nativeMembers: kind.nativeMemberNames)
        interpreter.registry.extensionLookups.chains[kind.rawValue] = chain
        return chain
    }

    /// A program's own type reaches `extension Equatable { … }` and the like through its conformances.
    private func standardProtocolExtension(of value: Value, having has: (TypeInfo) -> Bool) -> TypeInfo? {
        standardProtocolExtensions(of: value, having: has).first
    }

    /// Whether `name` is a member an extension of a standard protocol gives the program value
    /// `value` (`isEmpty` in a method of a program's `Collection`: the prelude's default).
    func reachesExtensionMember(_ value: Value, _ name: String) -> Bool {
        guard mayDeclare(name) else { return false }
        return !standardProtocolExtensions(of: value, having: { $0.hasMember(name) }).isEmpty
    }

    /// False when no builtin extension declares a member `name` (one set look-up, made once per set
    /// of extensions): most names a program's method reads are not theirs.
    private func mayDeclare(_ name: String) -> Bool {
        if interpreter.registry.extensionLookups.memberNames == nil {
            var names: Set<String> = []
            for ext in interpreter.registry.builtinExtensions.values {
                names.formUnion(ext.methods.keys)
                names.formUnion(ext.computedProperties.keys)
                names.formUnion(ext.storedProperties.map(\.name))
            }
            interpreter.registry.extensionLookups.memberNames = names
        }
        return interpreter.registry.extensionLookups.memberNames?.contains(name) == true
    }

    /// The extensions of the standard protocols `value`'s type conforms to that `has`, the most refined first.
    private func standardProtocolExtensions(of value: Value, having has: (TypeInfo) -> Bool) -> [TypeInfo] {
        guard let type = interpreter.typeInfo(of: value) else { return [] }
        var found: [TypeInfo] = []
        // The most refined protocol first, as Swift ranks them: `RandomAccessCollection`'s `count` before `Collection`'s.
        if interpreter.registry.extensionLookups.refinedOrder == nil {
            interpreter.registry.extensionLookups.refinedOrder = interpreter.registry.builtinExtensions.keys.sorted {
                let (left, right) = (
                    StandardProtocols.ancestors(of: $0).count, StandardProtocols.ancestors(of: $1).count
                )
                return left != right ? left > right : $0 < $1
            }
        }
        for name in interpreter.registry.extensionLookups.refinedOrder ?? [] {
            guard let ext = interpreter.registry.builtinExtensions[name], has(ext),
                type.conforms(to: name)
                    || name == "Equatable" && (type.conforms(to: "Hashable") || type.conforms(to: "Comparable"))
            else { continue }
            found.append(ext)
        }
        return found
    }

    /// `Int8`, `UInt64`, …: the extension of the type itself, then of its protocols.
    private func sizedIntegerExtension(of value: Value, having has: (TypeInfo) -> Bool) -> TypeInfo? {
        guard case .fixedInteger(let number) = value else { return nil }
        if let own = interpreter.registry.builtinExtensions[number.kind.name] {
            if has(own) { return own }
            for adopted in own.allProtocols where has(adopted) { return adopted }
        }
        let sign = number.kind.isSigned ? ["SignedInteger", "SignedNumeric"] : ["UnsignedInteger"]
        for name in Self.comparableProtocols + Self.integerProtocols + sign {
            if let ext = interpreter.registry.builtinExtensions[name], has(ext) { return ext }
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
        case .boundsRange(let range) where range.isSizedIntegers: self = .range
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

    /// The members the interpreter implements for this kind itself (`BuiltinSignatures`, and
    /// the sequence methods of its sequences): a program protocol's default gives way to them.
    var nativeMemberNames: Set<String> { Self.nativeMembers[rawValue] }

    private static let nativeMembers: [Set<String>] = allCases.map { kind in
        let name =
            switch kind {
            case .range: "Range"
            case .slice: "ArraySlice"
            case .substring: "Substring"
            default: kind.typeName
            }
        var names = BuiltinSignatures.model.instanceMemberNames(of: .nominal(name, []))
        if BuiltinSignatures.sequenceTypes.contains(name) { names.formUnion(BuiltinSignatures.sequenceMethods) }
        names.remove("subscript")  // chosen by labels and types (BuiltinExtensionSubscripts.swift)
        return names
    }

    /// The standard protocols whose extensions apply, in look-up order.
    var protocols: [String] {
        switch self {
        case .array, .set, .dictionary, .range, .slice: ExtensionDispatch.collectionProtocols
        case .string, .substring: ExtensionDispatch.collectionProtocols + ExtensionDispatch.comparableProtocols
        case .int:
            ExtensionDispatch.comparableProtocols + ExtensionDispatch.integerProtocols + [
                "SignedInteger", "SignedNumeric",
            ]
        case .double, .float: ExtensionDispatch.comparableProtocols + ExtensionDispatch.floatingProtocols
        case .character: ExtensionDispatch.comparableProtocols
        case .bool: ["Equatable"]
        case .optional: []
        }
    }
}
