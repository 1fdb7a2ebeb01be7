import ScriptFrontEnd
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
    /// `Unicode.Scalar`: an element of `s.unicodeScalars` (UnicodeScalars.swift).
    case unicodeScalar(Unicode.Scalar)
    case array([Value])
    /// `ArraySlice`: its elements and the base array's index of the first of them.
    case slice([Value], startIndex: Int)
    /// `String.Index`: a position in a string, in characters and UTF-8 code units (StringPosition).
    case stringIndex(StringPosition)
    /// `Substring`: its text and the base string's index (in characters) of its first character
    /// (boxed: inline it would make every Value wider).
    indirect case substring(String, startIndex: StringPosition)
    indirect case dictionary(OrderedDictionary)
    case set(OrderedSet)
    indirect case range(Int, Int, closed: Bool)
    /// A range over `Double`, `String`, `Character` or `String.Index` bounds (Ranges.swift).
    indirect case boundsRange(BoundsRange)
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
        case .optional(let wrapped?): return wrapped.isReference
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
    /// Member names, and `?` or `!` for an optional step (`\.address?.city`).
    var components: [String]
    var description: String {
        "\\\(rootType ?? "")"
            + components.map { $0 == "?" || $0 == "!" ? $0 : "." + $0 }.joined()
    }
}

/// A metatype value: `Int.self`, `Model.self`, or a type used in call position (`Model(...)`).
enum TypeValue {
    case user(TypeInfo)
    case builtin(String)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case optional(TypeRef)
    /// The type of a type: `type(of: Int.self)` is `Int.Type`, `type(of: P.self)` `P.Protocol`.
    indirect case metatype(TypeValue)

    var name: String {
        switch self {
        case .user(let info): return info.name
        case .builtin(let name): return name
        case .array(let element): return "Array<\(element)>"
        case .dictionary(let key, let value): return "Dictionary<\(key), \(value)>"
        case .optional(let wrapped): return "Optional<\(wrapped)>"
        case .metatype(let instance): return instance.name + instance.metatypeSuffix
        }
    }

    /// `.Protocol` after a protocol's own metatype, `.Type` after any other.
    var metatypeSuffix: String {
        if case .user(let info) = self, info.kind == .protocolType { return ".Protocol" }
        return ".Type"
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
                if case .optional(.object(let object)?) = newValue {
                    weakObject = object
                } else if case .object(let object) = newValue {
                    weakObject = object
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
    static func == (lhs: HashKey, rhs: HashKey) -> Bool { valuesEqual(lhs.value, rhs.value) }
    func hash(into hasher: inout Hasher) { hashInto(value, into: &hasher) }
}

func hashInto(_ value: Value, into hasher: inout Hasher) {
    switch value {
    case .int(let number): hasher.combine(number)
    // As an `Int` or `Double` hashes: a literal beside one of these is equal to it (`valuesEqual`).
    case .fixedInteger(let number):
        if let small = Int(exactly: number.value) { hasher.combine(small) } else { hasher.combine(number.value) }
    case .float(let number): hashInto(.double(Double(number)), into: &hasher)
    case .double(let number):
        if number == number.rounded(), abs(number) < 1e18 {
            hasher.combine(Int(number))
        } else {
            hasher.combine(number)
        }
    case .bool(let boolean): hasher.combine(boolean)
    case .stringIndex(let index): hasher.combine(index)
    case .string(let text), .substring(let text, _): hasher.combine(text)
    case .character(let character): hasher.combine(String(character))
    case .unicodeScalar(let scalar): hasher.combine(String(scalar))  // as the literal beside it hashes
    case .optional(let wrapped): if let wrapped { hashInto(wrapped, into: &hasher) } else { hasher.combine(0x6e696c) }
    case .tuple(let items, _): for item in items { hashInto(item, into: &hasher) }
    case .boundsRange(let range):
        hashInto(range.lower, into: &hasher)
        hashInto(range.upper, into: &hasher)
    case .array(let items), .slice(let items, _): for item in items { hashInto(item, into: &hasher) }
    // A type with its own `==` may call values equal that differ in some field: hashing the
    // type alone keeps equal values in one bucket whatever its `hash(into:)` combines.
    case .structValue(let structValue) where structValue.type.hasOwnEquality:
        hasher.combine(ObjectIdentifier(structValue.type))
    case .structValue(let structValue):
        for name in structValue.type.storedPropertyNames {
            if let field = structValue.fields[name] { hashInto(field, into: &hasher) }
        }
    case .enumValue(let enumValue) where enumValue.type.hasOwnEquality: hasher.combine(ObjectIdentifier(enumValue.type))
    case .enumValue(let enumValue):
        hasher.combine(enumValue.caseName)
        for item in enumValue.payload { hashInto(item, into: &hasher) }
    case .object(let object) where object.type.hasOwnEquality: hasher.combine(ObjectIdentifier(object.type))
    case .object(let object): hasher.combine(ObjectIdentifier(object))
    case .type(let type): hasher.combine(type.name)
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
            let hashKey = HashKey(value: key)
            if let position = index[hashKey] {
                if let newValue { values[position] = newValue } else { remove(at: position) }
            } else if let newValue {
                index[hashKey] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    mutating func modifyValue(forKey key: Value, _ body: (inout Value) throws -> Void) rethrows -> Bool {
        guard let position = index[HashKey(value: key)] else { return false }
        var value = values[position]
        values[position] = .void
        defer { values[position] = value }
        try body(&value)
        return true
    }

    private mutating func remove(at position: Int) {
        index[HashKey(value: keys[position])] = nil
        keys.remove(at: position)
        values.remove(at: position)
        for j in position..<keys.count { index[HashKey(value: keys[j])] = j }
    }

    @discardableResult
    mutating func removeValue(forKey key: Value) -> Value? {
        guard let position = index[HashKey(value: key)] else { return nil }
        let value = values[position]
        remove(at: position)
        return value
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
    func contains(_ value: Value) -> Bool { index.contains(HashKey(value: value)) }
    @discardableResult
    mutating func insert(_ value: Value) -> Bool {
        guard index.insert(HashKey(value: value)).inserted else { return false }
        elements.append(value)
        return true
    }
    @discardableResult
    mutating func remove(_ value: Value) -> Value? {
        guard index.remove(HashKey(value: value)) != nil else { return nil }
        if let position = elements.firstIndex(where: { valuesEqual($0, value) }) {
            return elements.remove(at: position)
        }
        return nil
    }
    mutating func removeAll() {
        elements = []
        index = []
    }
}

// MARK: Equality and ordering (Equatable / Comparable of the builtin types)

func valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool {
    if let own = ownComparison("==", lhs, rhs) { return own }
    if lhs.isSubstring || rhs.isSubstring { return valuesEqual(lhs.droppingSubstring, rhs.droppingSubstring) }
    switch (lhs, rhs) {
    case (.int(let left), .int(let right)): return left == right
    case (.double(let left), .double(let right)): return left == right
    case (.fixedInteger(let left), .fixedInteger(let right)):
        return left.kind == right.kind && left.value == right.value
    case (.float(let left), .float(let right)): return left == right
    // An `Int` or `Double` beside a sized integer or Float is a literal the compiler gave its type.
    case (.fixedInteger(let left), .int(let right)): return left.value == Int128(right)
    case (.int(let left), .fixedInteger(let right)): return Int128(left) == right.value
    case (.float(let left), .int(let right)): return left == Float(right)
    case (.int(let left), .float(let right)): return Float(left) == right
    case (.float(let left), .double(let right)): return left == Float(right)
    case (.double(let left), .float(let right)): return Float(left) == right
    case (.int(let left), .double(let right)): return Double(left) == right
    case (.double(let left), .int(let right)): return left == Double(right)
    case (.bool(let left), .bool(let right)): return left == right
    case (.stringIndex(let left), .stringIndex(let right)): return left == right
    case (.string(let left), .string(let right)): return left == right
    case (.character(let left), .character(let right)): return left == right
    case (.string(let left), .character(let right)): return left == String(right)
    case (.character(let left), .string(let right)): return String(left) == right
    // A string literal beside a scalar is one the compiler typed as a `Unicode.Scalar`.
    case (.unicodeScalar(let left), .unicodeScalar(let right)): return left == right
    case (.unicodeScalar(let left), .string(let right)): return String(left) == right
    case (.string(let left), .unicodeScalar(let right)): return left == String(right)
    case (.array(let left), .array(let right)), (.slice(let left, _), .slice(let right, _)):
        return left.count == right.count && zip(left, right).allSatisfy { valuesEqual($0, $1) }
    case (.set(let left), .set(let right)):
        return left.count == right.count && left.elements.allSatisfy { right.contains($0) }
    case (.dictionary(let left), .dictionary(let right)):
        return left.count == right.count
            && left.keys.allSatisfy { key in right[key].map { valuesEqual($0, left[key]!) } ?? false }
    case (.optional(nil), .optional(nil)): return true
    case (.optional(let left?), .optional(let right?)): return valuesEqual(left, right)
    case (.optional(nil), _), (_, .optional(nil)): return false
    case (.optional(let left?), _): return valuesEqual(left, rhs)
    case (_, .optional(let right?)): return valuesEqual(lhs, right)
    case (.tuple(let left, _), .tuple(let right, _)):
        return left.count == right.count && zip(left, right).allSatisfy { valuesEqual($0, $1) }
    case (.range(let lhsLower, let lhsUpper, let lhsClosed), .range(let rhsLower, let rhsUpper, let rhsClosed)):
        return lhsLower == rhsLower && lhsUpper == rhsUpper && lhsClosed == rhsClosed
    case (.boundsRange(let left), .boundsRange(let right)):
        return left.closed == right.closed && valuesEqual(left.lower, right.lower)
            && valuesEqual(left.upper, right.upper)
    case (.structValue(let left), .structValue(let right)):
        return left.type === right.type
            && left.type.storedPropertyNames.allSatisfy { name in
                valuesEqual(left.fields[name] ?? .void, right.fields[name] ?? .void)
            }
    case (.enumValue(let left), .enumValue(let right)):
        return left.type === right.type && left.caseName == right.caseName && left.payload.count == right.payload.count
            && zip(left.payload, right.payload).allSatisfy { valuesEqual($0, $1) }
    case (.object(let left), .object(let right)): return left === right
    case (.native(let left), .native(let right)): return left.object === right.object
    case (.type(let left), .type(let right)): return left.name == right.name
    case (.keyPath(let left), .keyPath(let right)):
        return left.rootType == right.rootType && left.components == right.components
    case (.void, .void): return true
    default: return false
    }
}

/// `<` for the builtin Comparable types; nil when the values are not comparable that way.
func valuesLess(_ lhs: Value, _ rhs: Value) -> Bool? {
    if let own = ownComparison("<", lhs, rhs) { return own }
    if lhs.isSubstring || rhs.isSubstring { return valuesLess(lhs.droppingSubstring, rhs.droppingSubstring) }
    switch (lhs, rhs) {
    case (.int(let left), .int(let right)): return left < right
    case (.double(let left), .double(let right)): return left < right
    case (.fixedInteger(let left), .fixedInteger(let right)): return left.value < right.value
    case (.float(let left), .float(let right)): return left < right
    case (.fixedInteger(let left), .int(let right)): return left.value < Int128(right)
    case (.int(let left), .fixedInteger(let right)): return Int128(left) < right.value
    case (.float(let left), .int(let right)): return left < Float(right)
    case (.int(let left), .float(let right)): return Float(left) < right
    case (.float(let left), .double(let right)): return left < Float(right)
    case (.double(let left), .float(let right)): return Float(left) < right
    case (.int(let left), .double(let right)): return Double(left) < right
    case (.double(let left), .int(let right)): return left < Double(right)
    case (.string(let left), .string(let right)): return left < right
    case (.stringIndex(let left), .stringIndex(let right)): return left < right
    case (.character(let left), .character(let right)): return left < right
    // A string literal beside a character is one the compiler typed as a `Character` (`$0 > "c"`).
    case (.character(let left), .string(let right)): return right.count == 1 ? left < Character(right) : nil
    case (.string(let left), .character(let right)): return left.count == 1 ? Character(left) < right : nil
    case (.unicodeScalar(let left), .unicodeScalar(let right)): return left < right
    case (.unicodeScalar(let left), .string(let right)):
        return right.unicodeScalars.count == 1 ? left < right.unicodeScalars.first! : nil
    case (.string(let left), .unicodeScalar(let right)):
        return left.unicodeScalars.count == 1 ? left.unicodeScalars.first! < right : nil
    case (.bool, .bool): return nil
    case (.tuple(let left, _), .tuple(let right, _)):
        for (leftElement, rightElement) in zip(left, right) {
            if valuesEqual(leftElement, rightElement) { continue }
            return valuesLess(leftElement, rightElement)
        }
        return false
    case (.enumValue(let left), .enumValue(let right)) where left.type === right.type:
        // Synthesized `Comparable`: case order first, then the associated values in order.
        guard let leftIndex = left.type.caseOrder.firstIndex(of: left.caseName),
            let rightIndex = right.type.caseOrder.firstIndex(of: right.caseName)
        else { return nil }
        if leftIndex != rightIndex { return leftIndex < rightIndex }
        for (leftElement, rightElement) in zip(left.payload, right.payload) {
            if valuesEqual(leftElement, rightElement) { continue }
            return valuesLess(leftElement, rightElement)
        }
        return false
    default: return nil
    }
}

/// A script type's own `==` or `<`, which is what Swift's collections use (`contains`,
/// `firstIndex(of:)`, `Set`, dictionary keys, `sorted()`, `==` on arrays); nil for values
/// of types without one.
func ownComparison(_ op: String, _ lhs: Value, _ rhs: Value) -> Bool? {
    let type: TypeInfo
    switch lhs {
    case .structValue(let structValue): type = structValue.type
    case .enumValue(let enumValue): type = enumValue.type
    case .object(let object): type = object.type
    default: return nil
    }
    guard let interpreter = type.interpreter else { return nil }
    if op != "==" || type.hasOwnEquality,
        let function = type.findStaticMethod(op)?.first(where: { $0.params.count == 2 })
    {
        let result = try? interpreter.callFunctionDecl(
            function, type: type, self: .type(.user(type)), args: [lhs, rhs],
            labels: [nil, nil], pos: .unknown)
        if case .bool(let answer)? = result { return answer }
        return nil
    }
    guard let global = interpreter.globalOperator(op, on: type) else { return nil }
    let result = try? interpreter.callGlobalOperator(global, lhs, rhs, pos: .unknown)
    if case .bool(let answer)? = result { return answer }
    return nil
}

extension Interpreter {
    /// A program's global `func == (a: Name, b: Name)` (or `<`): Swift's `Equatable` (`Comparable`)
    /// witness for `Name` where the type declares no static one, so `!=`, `contains` and `sorted()`
    /// use it as `==` does.
    func globalOperator(_ op: String, on type: TypeInfo) -> FunctionDecl? {
        guard type.findStaticMethod(op) == nil else { return nil }
        return globalOperator(op, takingTypesNamed: type.name, type.name)
    }

    /// A program's global binary operator `op` whose parameters are written as these two type names.
    func globalOperator(_ op: String, takingTypesNamed left: String, _ right: String) -> FunctionDecl? {
        globals.functions[op]?.first { decl in
            decl.params.count == 2
                && zip(decl.params, [left, right]).allSatisfy { param, name in
                    guard case .named(let written, let arguments) = param.type else { return false }
                    return arguments.isEmpty && written == name
                }
        }
    }

    func callGlobalOperator(_ decl: FunctionDecl, _ lhs: Value, _ rhs: Value, pos: SourcePos) throws -> Value {
        let boxes = zip(decl.params, [lhs, rhs]).map { Box(coerce($1, to: $0.type), isLet: true) }
        return try invoke(decl, definingEnv: globals, selfBox: nil, selfType: nil, params: boxes, pos: pos)
    }
}

extension TypeInfo {
    /// Declares (or inherits) a static `==` of its own.
    var hasOwnEquality: Bool { findStaticMethod("==") != nil }
}
