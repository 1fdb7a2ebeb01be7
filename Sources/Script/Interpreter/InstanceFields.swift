// An instance's stored properties, in an array by slot (`StoredLayout`), so a member access
// costs one look-up of its property and changing a field in place copies nothing. `weak` and
// `unowned` properties hold their object without keeping it alive, as under Swift's ARC: once
// the object's last strong reference is gone, a `weak` property reads `nil` and an `unowned`
// one traps. Storage that is no declared property (a view wrapper's `_name`) sits beside them.
// All of it is one copy-on-write object: copying a struct value retains one reference.

import ScriptFrontEnd

struct InstanceFields: ExpressibleByDictionaryLiteral {
    private var storage: FieldStorage

    var layout: StoredLayout { storage.layout }

    /// The generic arguments of the instance's type as its construction's static type named them
    /// (`Box<Any>`); nil where lowering did not know them (then read from the fields).
    var genericArguments: [TypeRef]? {
        get { storage.genericArguments }
        set {
            makeUnique()
            storage.genericArguments = newValue
        }
    }

    init(dictionaryLiteral elements: (String, Value)...) {
        storage = FieldStorage.empty
        if !elements.isEmpty {
            storage = FieldStorage(layout: .empty)
            storage.extras = Dictionary(elements, uniquingKeysWith: { _, last in last })
        }
    }

    init(for type: TypeInfo) { storage = FieldStorage(layout: type.storedLayout) }

    /// nil: not initialised yet. A dead `unowned` reference also reads nil (the caller traps).
    subscript(name: String) -> Value? {
        get {
            if let slot = layout.slot(of: name) { return self[slot: slot] }
            return storage.extras.isEmpty ? nil : storage.extras[name]
        }
        set {
            if let slot = layout.slot(of: name) {
                self[slot: slot] = newValue
            } else {
                makeUnique()
                storage.extras[name] = newValue
            }
        }
    }

    subscript(slot slot: Int) -> Value? {
        get {
            if storage.layout.hasNonOwning, let reference = storage.references[slot] {
                switch reference.kind {
                case .weak: return .optional(reference.object.map { .object($0) })
                case .unowned: return reference.object.map { .object($0) }
                }
            }
            return storage.slots[slot]
        }
        set {
            makeUnique()
            guard storage.layout.hasNonOwning, let kind = storage.layout.properties[slot].nonOwning, let newValue
            else {
                storage.slots[slot] = newValue
                return
            }
            switch newValue {
            case .object(let object), .optional(.object(let object)?):
                storage.slots[slot] = nil
                storage.references[slot] = NonOwningReference(kind: kind, object: object)
            case .optional(nil) where kind == .unowned:
                // `unowned var b: C?` set to nil reads nil, not a dead reference.
                storage.references[slot] = nil
                storage.slots[slot] = newValue
            case .optional(nil):
                storage.slots[slot] = nil
                storage.references[slot] = NonOwningReference(kind: kind, object: nil)
            default:
                // Not a script object (a host box): nothing to weaken, keep it as it is.
                storage.references[slot] = nil
                storage.slots[slot] = newValue
            }
        }
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Whether the field was ever assigned (a dead weak or unowned reference still counts).
    func isInitialized(_ name: String) -> Bool {
        guard let slot = layout.slot(of: name) else { return storage.extras[name] != nil }
        return storage.slots[slot] != nil || storage.references[slot] != nil
    }

    /// The values this instance keeps alive (weak and unowned ones do not count).
    var values: [Value] { storage.slots.compactMap { $0 } + storage.extras.values }

    /// Takes the strongly held values out, in the order Swift destroys stored properties:
    /// declaration order, superclass first; anything else (wrapper storage) after, by name.
    mutating func takeForRelease() -> [Value] {
        var result = storage.slots.compactMap { $0 }
        for name in storage.extras.keys.sorted() { result.append(storage.extras[name]!) }
        storage = FieldStorage.empty
        return result
    }
}

/// What `InstanceFields` holds, shared between copies until one of them changes.
private final class FieldStorage {
    let layout: StoredLayout
    /// By slot; nil: not initialised yet (and always nil for a `weak`/`unowned` property).
    var slots: [Value?]
    var references: [Int: NonOwningReference] = [:]
    var extras: [String: Value] = [:]
    var genericArguments: [TypeRef]?

    /// What an emptied instance holds (`[:]`). Shared: never uniquely referenced, so a write
    /// to fields holding it copies it first.
    nonisolated(unsafe) static let empty = FieldStorage(layout: .empty)

    init(layout: StoredLayout) {
        self.layout = layout
        slots = Array(repeating: nil, count: layout.properties.count)
    }

    func copy() -> FieldStorage {
        let copy = FieldStorage(layout: layout)
        copy.slots = slots
        copy.references = references
        copy.extras = extras
        copy.genericArguments = genericArguments
        return copy
    }
}

/// One `weak` or `unowned` property's referent.
struct NonOwningReference {
    enum Kind { case weak, unowned }
    let kind: Kind
    weak var object: Instance?
}

extension Value {
    /// Changes the fields of a struct value in place: the struct is out of `self` meanwhile, so
    /// when `self` held the only reference to it its storage is not copied. Nothing otherwise.
    @discardableResult
    mutating func withStructFields<Result>(_ body: (inout InstanceFields) throws -> Result) rethrows -> Result? {
        guard case .structValue(var structValue) = self else { return nil }
        self = .void
        defer { self = .structValue(structValue) }
        return try body(&structValue.fields)
    }
}
