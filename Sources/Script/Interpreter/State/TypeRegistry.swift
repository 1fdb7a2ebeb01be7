// Owns the session's tables about types beyond each `TypeInfo` (which `globals.types`
// holds): enum cases by name, raw values, static stored properties not yet initialised,
// typealiases, builtin types the script extended, `@Observable` expansions for `:expand`,
// and which library declarations (the prelude, Foundation's additions) are in.

import ScriptFrontEnd

struct TypeRegistry {
    /// Enums declaring a case, by case name (`.red` resolves through it).
    var enumCaseIndex: [String: [TypeInfo]] = [:]
    /// Swift text of the @Observable expansions, by type name.
    var expansions: [String: String] = [:]
    var aliases: [String: TypeRef] = [:] {
        didSet { scalarNameAliased = ["Int", "String", "Bool", "Double"].contains { aliases[$0] != nil } }
    }
    /// `typealias Int = …` (legal, if odd): `coerce` may pass an `Int` as it is only when false.
    private(set) var scalarNameAliased = false
    /// Each enum's raw values, by case name.
    var rawValues: [ObjectIdentifier: [String: Value]] = [:]
    /// Static stored properties, initialised lazily on first use like Swift globals.
    var lazyStatics: [ObjectIdentifier: [String: VarDecl]] = [:]
    /// Builtin types the script extended (`extension Int { … }`), by name.
    var builtinExtensions: [String: TypeInfo] = [:] { didSet { extensionsChanged() } }
    /// What look-ups work out from `builtinExtensions`, kept until an extension is added or grows.
    var extensionLookups = ExtensionLookups()
    /// An extension was added, gained members, or made a builtin adopt a protocol
    /// (`extension Array: Container {}` changes which extensions apply without adding one).
    mutating func extensionsChanged() { extensionLookups = ExtensionLookups() }
    /// Enums the interpreter makes for builtin values (`FloatingPointRoundingRule`), by name.
    var syntheticEnums: [String: TypeInfo] = [:]
    /// The prelude's declarations (`Result`, …) are in the globals (Prelude.swift).
    var preludeDeclared = false
    /// `import Foundation` seen: its String and math additions become available.
    var foundationImported = false

    /// The session ends: the tables let go of its types.
    mutating func removeAll() {
        builtinExtensions.removeAll()
        syntheticEnums.removeAll()
        enumCaseIndex.removeAll()
        aliases.removeAll()
    }
}

/// Derived from the program's extensions and made when first asked, so a call need not work them
/// out again; `TypeRegistry.extensionsChanged()` forgets them all at once.
struct ExtensionLookups {
    /// For each `BuiltinValueKind`, the extensions that apply to it (BuiltinProtocolExtensions.swift).
    var chains: [BuiltinExtensionChain?] = Array(repeating: nil, count: BuiltinValueKind.allCases.count)
    /// Every member name the extensions declare: most names a program's method reads are not theirs.
    var memberNames: Set<String>?
    /// The names of the extensions, the most refined protocol first.
    var refinedOrder: [String]?
}
