// A class instance's stored properties. `weak` and `unowned` properties hold their object
// without keeping it alive, as under Swift's ARC: once the object's last strong reference
// is gone, a `weak` property reads `nil` and an `unowned` one traps.

struct InstanceFields: ExpressibleByDictionaryLiteral {
    private var strong: [String: Value]
    private var references: [String: NonOwningReference] = [:]
    /// The properties declared `weak` or `unowned` (the rest are stored strongly).
    private var nonOwning: [String: NonOwningReference.Kind] = [:]

    init(dictionaryLiteral elements: (String, Value)...) {
        strong = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    init(for type: TypeInfo) {
        strong = [:]
        nonOwning = type.nonOwningProperties
    }

    /// nil: not initialised yet. A dead `unowned` reference also reads nil (the caller traps).
    subscript(name: String) -> Value? {
        get {
            if let value = strong[name] { return value }
            guard let reference = references[name] else { return nil }
            switch reference.kind {
            case .weak: return .optional(reference.object.map { .object($0) })
            case .unowned: return reference.object.map { .object($0) }
            }
        }
        set {
            guard let kind = nonOwning[name], let newValue else {
                strong[name] = newValue
                return
            }
            switch newValue {
            case .object(let object), .optional(.object(let object)?):
                references[name] = NonOwningReference(kind: kind, object: object)
            case .optional(nil):
                references[name] = NonOwningReference(kind: kind, object: nil)
            default:
                // Not a script object (a host box): nothing to weaken, keep it as it is.
                strong[name] = newValue
            }
        }
    }

    /// Whether `name` was ever assigned (a dead weak or unowned reference still counts).
    func isInitialized(_ name: String) -> Bool { strong[name] != nil || references[name] != nil }

    /// The values this instance keeps alive (weak and unowned ones do not count).
    var values: Dictionary<String, Value>.Values { strong.values }

    /// Takes the strongly held values out, in the order Swift destroys stored properties:
    /// declaration order, superclass first; anything else (wrapper storage) after, by name.
    mutating func takeForRelease(declaredOrder: [String]) -> [Value] {
        var result: [Value] = []
        result.reserveCapacity(strong.count)
        for name in declaredOrder { if let value = strong.removeValue(forKey: name) { result.append(value) } }
        for name in strong.keys.sorted() { result.append(strong[name]!) }
        strong = [:]
        references = [:]
        return result
    }
}

/// One `weak` or `unowned` property's referent.
struct NonOwningReference {
    enum Kind { case weak, unowned }
    let kind: Kind
    weak var object: Instance?
}

extension TypeInfo {
    /// The `weak` and `unowned` stored properties of this type and its superclasses
    /// (worked out on the first instance: stored properties are all declared by then).
    var nonOwningProperties: [String: NonOwningReference.Kind] {
        if let cached = lifetimeLayout { return cached.nonOwning }
        var nonOwning: [String: NonOwningReference.Kind] = [:]
        for property in allStoredProperties {
            if property.modifiers.isWeak {
                nonOwning[property.name] = .weak
            } else if property.modifiers.isUnowned {
                nonOwning[property.name] = .unowned
            }
        }
        lifetimeLayout = (nonOwning, allStoredProperties.map(\.name))
        return nonOwning
    }

    /// Stored property names in the order Swift destroys them (superclass first).
    var destructionOrder: [String] {
        if let cached = lifetimeLayout { return cached.order }
        _ = nonOwningProperties
        return lifetimeLayout?.order ?? []
    }
}
