import Synchronization

// Runtime values. Structs, arrays, dictionaries and sets are Swift value types here too,
// so the host language gives scripts value semantics (copy on write) for free; class
// instances are host objects, so identity and ARC-timed `deinit` come from the host.

/// Scalars, strings, arrays and objects are stored inline (an `Int` result allocates nothing);
/// the larger payloads, and `optional` (which nests a Value), are boxed (`indirect`).
enum Value {
    case void
    case int(Int)
    case double(Double)
    /// `Int8`…`UInt64`, `UInt` (Interpreter/NumericValues.swift).
    indirect case fixedInteger(FixedWidthNumber)
    case float(Float)
    case bool(Bool)
    case string(String)
    case character(Character)
    case array([Value])
    /// `ArraySlice`: its elements and the base array's index of the first of them.
    case slice([Value], startIndex: Int)
    /// `String.Index`: a position in a string, counted in characters (not an `Int` to Swift).
    case stringIndex(Int)
    indirect case dictionary(OrderedDictionary)
    case set(OrderedSet)
    indirect case range(Int, Int, closed: Bool)
    indirect case optional(Value?)
    indirect case tuple([Value], [String?])
    indirect case structValue(StructValue)
    indirect case enumValue(EnumValue)
    case object(Instance)
    case function(Function)
    indirect case type(TypeValue)
    indirect case keyPath(KeyPathValue)
    /// Host objects the builtins hand out (tasks, registrars, observation sequences).
    case native(NativeBox)

    var isReference: Bool {
        switch self {
        case .object, .native: return true
        case .optional(let v?): return v.isReference
        default: return false
        }
    }
}

struct StructValue {
    let type: TypeInfo
    /// Like a class instance's: `weak`/`unowned` properties do not keep their object alive.
    var fields: InstanceFields
}

struct EnumValue {
    let type: TypeInfo
    let caseName: String
    var payload: [Value]
    var labels: [String?]
}

struct KeyPathValue {
    var rootType: String?
    var components: [String]
    var description: String { "\\\(rootType ?? "")." + components.joined(separator: ".") }
}

/// A metatype value: `Int.self`, `Model.self`, or a type used in call position (`Model(...)`).
enum TypeValue {
    case user(TypeInfo)
    case builtin(String)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case optional(TypeRef)

    var name: String {
        switch self {
        case .user(let t): return t.name
        case .builtin(let n): return n
        case .array(let t): return "Array<\(t)>"
        case .dictionary(let k, let v): return "Dictionary<\(k), \(v)>"
        case .optional(let t): return "Optional<\(t)>"
        }
    }
}

/// Put in a variable's slot while a mutation of it is in progress (its value is out being
/// changed in place); reading it then is Swift's "simultaneous accesses" trap.
nonisolated(unsafe) let inAccessMarkerBox = NativeBox(NativeBox.Marker(), typeName: "in-access")
nonisolated(unsafe) let inAccessMarker = Value.native(inAccessMarkerBox)

final class NativeBox {
    final class Marker {}
    let object: AnyObject
    let typeName: String
    init(_ object: AnyObject, typeName: String) {
        self.object = object
        self.typeName = typeName
    }
}

private let boxSerials = Atomic<UInt64>(0)

/// A mutable variable slot. Closures capture environments, so captures are by reference.
final class Box {
    /// Creation order: a scope releases its variables newest first, as Swift's cleanups do.
    let serial = boxSerials.add(1, ordering: .relaxed).newValue
    private var storage: Value
    let isLet: Bool
    var isInitialized: Bool
    var declaredType: TypeRef?
    /// `weak var`: holds the object without keeping it alive; reads give an optional.
    private(set) var isWeak = false
    private weak var weakObject: Instance?
    /// A computed global/local variable: getter and setter bodies, run in `computedEnvironment`.
    var computed: (get: [Stmt], set: [Stmt]?, setterName: String)?
    weak var computedEnvironment: Environment?
    /// A global or local variable with `willSet`/`didSet` (run in `computedEnvironment`).
    var observers: VarDecl?

    init(_ value: Value, isLet: Bool = false, isInitialized: Bool = true, declaredType: TypeRef? = nil) {
        self.storage = value
        self.isLet = isLet
        self.isInitialized = isInitialized
        self.declaredType = declaredType
    }

    var value: Value {
        get {
            if isWeak {
                if isUnowned, let weakObject { return .object(weakObject) }
                return weakObject.map { .optional(.object($0)) } ?? .optional(nil)
            }
            return storage
        }
        set {
            if isWeak {
                if case .optional(.object(let o)?) = newValue {
                    weakObject = o
                } else if case .object(let o) = newValue {
                    weakObject = o
                } else {
                    weakObject = nil
                }
                return
            }
            storage = newValue
        }
    }

    /// `unowned`: reads give the object itself rather than an optional.
    private var isUnowned = false

    func makeWeak(unowned: Bool = false) {
        let current = storage
        isWeak = true
        isUnowned = unowned
        storage = .void
        value = current
    }
}

// MARK: Hashable keys for dictionaries and sets

struct HashKey: Hashable {
    let value: Value
    static func == (a: HashKey, b: HashKey) -> Bool { valuesEqual(a.value, b.value) }
    func hash(into hasher: inout Hasher) { hashInto(value, into: &hasher) }
}

func hashInto(_ v: Value, into hasher: inout Hasher) {
    switch v {
    case .int(let i): hasher.combine(i)
    case .fixedInteger(let n):
        hasher.combine(n.kind)
        hasher.combine(n.value)
    case .float(let f): hasher.combine(f)
    case .double(let d): if d == d.rounded(), abs(d) < 1e18 { hasher.combine(Int(d)) } else { hasher.combine(d) }
    case .bool(let b): hasher.combine(b)
    case .stringIndex(let i): hasher.combine(i)
    case .string(let s): hasher.combine(s)
    case .character(let c): hasher.combine(String(c))
    case .optional(let o): if let o { hashInto(o, into: &hasher) } else { hasher.combine(0x6e696c) }
    case .tuple(let items, _): for i in items { hashInto(i, into: &hasher) }
    case .array(let items), .slice(let items, _): for i in items { hashInto(i, into: &hasher) }
    // A type with its own `==` may call values equal that differ in some field: hashing the
    // type alone keeps equal values in one bucket whatever its `hash(into:)` combines.
    case .structValue(let s) where s.type.hasOwnEquality: hasher.combine(ObjectIdentifier(s.type))
    case .structValue(let s):
        for name in s.type.storedPropertyNames { if let f = s.fields[name] { hashInto(f, into: &hasher) } }
    case .enumValue(let e) where e.type.hasOwnEquality: hasher.combine(ObjectIdentifier(e.type))
    case .enumValue(let e):
        hasher.combine(e.caseName)
        for p in e.payload { hashInto(p, into: &hasher) }
    case .object(let o) where o.type.hasOwnEquality: hasher.combine(ObjectIdentifier(o.type))
    case .object(let o): hasher.combine(ObjectIdentifier(o))
    case .type(let t): hasher.combine(t.name)
    default: hasher.combine(0)
    }
}

/// Insertion-ordered dictionary storage (Swift's own order is randomly seeded per process;
/// scripts that print whole dictionaries cannot be compared byte for byte anyway).
struct OrderedDictionary {
    private(set) var keys: [Value] = []
    private var index: [HashKey: Int] = [:]
    private(set) var values: [Value] = []

    var count: Int { keys.count }

    subscript(key: Value) -> Value? {
        get { index[HashKey(value: key)].map { values[$0] } }
        set {
            let k = HashKey(value: key)
            if let i = index[k] {
                if let newValue { values[i] = newValue } else { remove(at: i) }
            } else if let newValue {
                index[k] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    mutating func modifyValue(forKey key: Value, _ body: (inout Value) throws -> Void) rethrows -> Bool {
        guard let i = index[HashKey(value: key)] else { return false }
        var v = values[i]
        values[i] = .void
        defer { values[i] = v }
        try body(&v)
        return true
    }

    private mutating func remove(at i: Int) {
        index[HashKey(value: keys[i])] = nil
        keys.remove(at: i)
        values.remove(at: i)
        for j in i..<keys.count { index[HashKey(value: keys[j])] = j }
    }

    @discardableResult
    mutating func removeValue(forKey key: Value) -> Value? {
        guard let i = index[HashKey(value: key)] else { return nil }
        let v = values[i]
        remove(at: i)
        return v
    }

    mutating func removeAll() {
        keys = []
        values = []
        index = [:]
    }
}

struct OrderedSet {
    private(set) var elements: [Value] = []
    private var index: Set<HashKey> = []
    var count: Int { elements.count }
    func contains(_ v: Value) -> Bool { index.contains(HashKey(value: v)) }
    @discardableResult
    mutating func insert(_ v: Value) -> Bool {
        guard index.insert(HashKey(value: v)).inserted else { return false }
        elements.append(v)
        return true
    }
    @discardableResult
    mutating func remove(_ v: Value) -> Value? {
        guard index.remove(HashKey(value: v)) != nil else { return nil }
        if let i = elements.firstIndex(where: { valuesEqual($0, v) }) { return elements.remove(at: i) }
        return nil
    }
    mutating func removeAll() {
        elements = []
        index = []
    }
}

// MARK: Equality and ordering (Equatable / Comparable of the builtin types)

func valuesEqual(_ a: Value, _ b: Value) -> Bool {
    if let own = ownComparison("==", a, b) { return own }
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.fixedInteger(let x), .fixedInteger(let y)): return x.kind == y.kind && x.value == y.value
    case (.float(let x), .float(let y)): return x == y
    case (.int(let x), .double(let y)): return Double(x) == y
    case (.double(let x), .int(let y)): return x == Double(y)
    case (.bool(let x), .bool(let y)): return x == y
    case (.stringIndex(let x), .stringIndex(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.character(let x), .character(let y)): return x == y
    case (.string(let x), .character(let y)): return x == String(y)
    case (.character(let x), .string(let y)): return String(x) == y
    case (.array(let x), .array(let y)), (.slice(let x, _), .slice(let y, _)):
        return x.count == y.count && zip(x, y).allSatisfy { valuesEqual($0, $1) }
    case (.set(let x), .set(let y)): return x.count == y.count && x.elements.allSatisfy { y.contains($0) }
    case (.dictionary(let x), .dictionary(let y)):
        return x.count == y.count && x.keys.allSatisfy { k in y[k].map { valuesEqual($0, x[k]!) } ?? false }
    case (.optional(nil), .optional(nil)): return true
    case (.optional(let x?), .optional(let y?)): return valuesEqual(x, y)
    case (.optional(nil), _), (_, .optional(nil)): return false
    case (.optional(let x?), _): return valuesEqual(x, b)
    case (_, .optional(let y?)): return valuesEqual(a, y)
    case (.tuple(let x, _), .tuple(let y, _)): return x.count == y.count && zip(x, y).allSatisfy { valuesEqual($0, $1) }
    case (.range(let a1, let a2, let c1), .range(let b1, let b2, let c2)): return a1 == b1 && a2 == b2 && c1 == c2
    case (.structValue(let x), .structValue(let y)):
        return x.type === y.type
            && x.type.storedPropertyNames.allSatisfy { n in
                valuesEqual(x.fields[n] ?? .void, y.fields[n] ?? .void)
            }
    case (.enumValue(let x), .enumValue(let y)):
        return x.type === y.type && x.caseName == y.caseName && x.payload.count == y.payload.count
            && zip(x.payload, y.payload).allSatisfy { valuesEqual($0, $1) }
    case (.object(let x), .object(let y)): return x === y
    case (.native(let x), .native(let y)): return x.object === y.object
    case (.type(let x), .type(let y)): return x.name == y.name
    case (.keyPath(let x), .keyPath(let y)): return x.rootType == y.rootType && x.components == y.components
    case (.void, .void): return true
    default: return false
    }
}

/// `<` for the builtin Comparable types; nil when the values are not comparable that way.
func valuesLess(_ a: Value, _ b: Value) -> Bool? {
    if let own = ownComparison("<", a, b) { return own }
    switch (a, b) {
    case (.int(let x), .int(let y)): return x < y
    case (.double(let x), .double(let y)): return x < y
    case (.fixedInteger(let x), .fixedInteger(let y)): return x.value < y.value
    case (.float(let x), .float(let y)): return x < y
    case (.int(let x), .double(let y)): return Double(x) < y
    case (.double(let x), .int(let y)): return x < Double(y)
    case (.string(let x), .string(let y)): return x < y
    case (.stringIndex(let x), .stringIndex(let y)): return x < y
    case (.character(let x), .character(let y)): return x < y
    case (.bool, .bool): return nil
    case (.tuple(let x, _), .tuple(let y, _)):
        for (l, r) in zip(x, y) {
            if valuesEqual(l, r) { continue }
            return valuesLess(l, r)
        }
        return false
    case (.enumValue(let x), .enumValue(let y)) where x.type === y.type && x.payload.isEmpty && y.payload.isEmpty:
        guard let i = x.type.caseOrder.firstIndex(of: x.caseName), let j = y.type.caseOrder.firstIndex(of: y.caseName)
        else { return nil }
        return i < j
    default: return nil
    }
}

/// A script type's own `==` or `<`, which is what Swift's collections use (`contains`,
/// `firstIndex(of:)`, `Set`, dictionary keys, `sorted()`, `==` on arrays); nil for values
/// of types without one.
func ownComparison(_ op: String, _ a: Value, _ b: Value) -> Bool? {
    let type: TypeInfo
    switch a {
    case .structValue(let s): type = s.type
    case .enumValue(let e): type = e.type
    case .object(let o): type = o.type
    default: return nil
    }
    guard op != "==" || type.hasOwnEquality, let interpreter = type.interpreter,
        let function = type.findStaticMethod(op)?.first
    else { return nil }
    let result = try? interpreter.callFunctionDecl(
        function, type: type, self: .type(.user(type)), args: [a, b],
        labels: [nil, nil], pos: .unknown)
    if case .bool(let answer)? = result { return answer }
    return nil
}

extension TypeInfo {
    /// Declares (or inherits) a static `==` of its own.
    var hasOwnEquality: Bool { findStaticMethod("==") != nil }
}
