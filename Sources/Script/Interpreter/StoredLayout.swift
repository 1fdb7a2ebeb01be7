import ObservationRuntime
import ScriptFrontEnd

// Where an instance keeps each stored property, worked out once per type when its first
// instance is made (a type's stored properties are all declared by then): superclass
// properties first, then the type's own, in declaration order, as Swift lays them out.
// A member access looks its property up once and gets everything its accessors need to know;
// `InstanceFields` holds the values in an array by slot.

/// One stored property of a type, as its instances hold it.
final class StoredProperty {
    /// The property's index in `InstanceFields`.
    let slot: Int
    let decl: VarDecl
    /// The type whose body declares it (a superclass for an inherited property).
    unowned let owner: TypeInfo
    /// `@Observable`: its accessors go through the registrar (`observationID` names it there).
    let isTracked: Bool
    let observationID: PropertyID?
    /// `@Published` somewhere in the class chain.
    let isPublished: Bool
    /// Carries a view property wrapper attribute (`@State`…): a script view reaches it through
    /// the wrapper stored beside it (`_name`).
    let isViewWrapped: Bool
    let nonOwning: NonOwningReference.Kind?
    /// `willSet`/`didSet` of its own, or added by an `override var` in the instance's class
    /// or a superclass below the declaring one.
    let hasObservers: Bool

    /// Its declared type (`nil`: inferred from the initial value).
    let type: TypeRef?
    /// The declared type when it is `Int`, `Double`, `String` or `Bool`: a value of that kind is
    /// stored as it is (`coerce` is not needed).
    private let scalarType: String?

    var name: String { decl.name }
    var isLet: Bool { decl.isLet }
    var isLazy: Bool { decl.modifiers.isLazy }

    /// Whether a script `typealias` took the name of `scalarType`, as of an alias table of
    /// `aliasCount` entries (a table only grows, or is emptied, so its count tells a change).
    private var scalarShadowed: (aliasCount: Int, shadowed: Bool) = (0, false)

    /// Whether `value` is already what the declared type holds (no `typealias` renamed it).
    func holdsAsDeclared(_ value: Value, aliases: [String: TypeRef]) -> Bool {
        guard let scalarType else { return type == nil }
        if aliases.count != scalarShadowed.aliasCount {
            scalarShadowed = (aliases.count, aliases[scalarType] != nil)
        }
        if scalarShadowed.shadowed { return false }
        switch value {
        case .int: return scalarType == "Int"
        case .double: return scalarType == "Double"
        case .string: return scalarType == "String"
        case .bool: return scalarType == "Bool"
        default: return false
        }
    }

    init(slot: Int, decl: VarDecl, owner: TypeInfo, in instanceType: TypeInfo) {
        self.slot = slot
        self.decl = decl
        self.owner = owner
        type = decl.type
        if case .named(let typeName, let arguments)? = decl.type, arguments.isEmpty,
            ["Int", "Double", "String", "Bool"].contains(typeName)
        {
            scalarType = typeName
        } else {
            scalarType = nil
        }
        let chain = sequence(first: instanceType, next: \.superclass)
        isTracked = chain.contains { $0.trackedProperties.contains(decl.name) }
        observationID = isTracked ? PropertyID(name: decl.name) : nil
        isPublished = chain.contains { $0.publishedProperties.contains(decl.name) }
        isViewWrapped = ViewWrapperKind(wrapping: decl) != nil
        nonOwning = decl.modifiers.isWeak ? .weak : decl.modifiers.isUnowned ? .unowned : nil
        var observed = false
        if case .observed = decl.accessors { observed = true }
        hasObservers = observed || chain.prefix { $0 !== owner }.contains { $0.observerOverrides[decl.name] != nil }
    }
}

/// The stored properties of one type and its superclasses, by slot and by name.
final class StoredLayout {
    /// By slot: superclass properties first, each type's in declaration order.
    let properties: [StoredProperty]
    /// Some property is `weak` or `unowned` (`InstanceFields` keeps those apart).
    let hasNonOwning: Bool
    private let names: [String]
    /// The names' `NameKey`s, by slot: a short ASCII name is found by comparing two words, not text.
    private let keys: [NameKey]
    /// Built for a type with many properties; a few are compared by key (short names, so
    /// comparing beats hashing).
    private let index: [String: Int]?

    /// Immutable, so sharing it is safe.
    nonisolated(unsafe) static let empty = StoredLayout(properties: [])

    private init(properties: [StoredProperty]) {
        self.properties = properties
        names = properties.map(\.name)
        keys = names.map(NameKey.init)
        hasNonOwning = properties.contains { $0.nonOwning != nil }
        index =
            properties.count > 8
            ? Dictionary(properties.map { ($0.name, $0.slot) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    convenience init(of type: TypeInfo) {
        var properties: [StoredProperty] = []
        var seen: Set<String> = []
        for owner in sequence(first: type, next: \.superclass).reversed() {
            for decl in owner.storedProperties where seen.insert(decl.name).inserted {
                properties.append(StoredProperty(slot: properties.count, decl: decl, owner: owner, in: type))
            }
        }
        self.init(properties: properties)
    }

    /// The slot of the stored property `name`, if the type has one.
    func slot(of name: String) -> Int? {
        if let index { return index[name] }
        let key = NameKey(name)
        return keys.withUnsafeBufferPointer { buffer in
            for slot in buffer.indices where buffer[slot].names(name, sameAs: names[slot], key) { return slot }
            return nil
        }
    }

    func property(named name: String) -> StoredProperty? { slot(of: name).map { properties[$0] } }

    /// The declared type of the stored property `name`.
    func declaredType(of name: String) -> TypeRef? { slot(of: name).flatMap { properties[$0].type } }
}

extension TypeInfo {
    /// The layout of this type's instances (made on first use; kept by each instance, so one
    /// made before a later change to the type keeps the layout it was made with).
    var storedLayout: StoredLayout {
        if let cached = cachedLayout { return cached }
        let layout = StoredLayout(of: self)
        cachedLayout = layout
        return layout
    }

    /// The stored property `name` of this type or a superclass.
    func storedProperty(_ name: String) -> StoredProperty? { storedLayout.property(named: name) }

    /// The declared type of the stored or computed property `name`.
    func memberType(_ name: String) -> TypeRef? { storedProperty(name)?.type ?? findComputed(name)?.type }
}
