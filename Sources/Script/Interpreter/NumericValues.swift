// The numeric types besides `Int` and `Double`: the sized and unsigned integers and `Float`.
// Each value keeps its type, so widths, overflow traps, wrapping operators and printing
// follow Swift; an `Int` literal meeting one of them takes its type, as the compiler types it.

/// `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64`.
enum IntegerKind: String, CaseIterable, Sendable {
    case int8 = "Int8"
    case int16 = "Int16"
    case int32 = "Int32"
    case int64 = "Int64"
    case uint = "UInt"
    case uint8 = "UInt8"
    case uint16 = "UInt16"
    case uint32 = "UInt32"
    case uint64 = "UInt64"

    init?(name: String) { self.init(rawValue: name) }

    var name: String { rawValue }
    var isSigned: Bool { [.int8, .int16, .int32, .int64].contains(self) }
    var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        case .int64, .uint, .uint64: return 64
        }
    }
    var min: Int128 { isSigned ? -(Int128(1) << (bitWidth - 1)) : 0 }
    var max: Int128 { isSigned ? (Int128(1) << (bitWidth - 1)) - 1 : (Int128(1) << bitWidth) - 1 }

    func contains(_ value: Int128) -> Bool { value >= min && value <= max }

    /// The value's low `bitWidth` bits, read as this type (`truncatingIfNeeded`, `&+`).
    func wrapping(_ value: Int128) -> Int128 {
        let modulus = Int128(1) << bitWidth
        var low = value % modulus
        if low < 0 { low += modulus }
        if isSigned && low > max { low -= modulus }
        return low
    }
}

extension Value {
    /// A sized integer or a Float: operators on it go through `numericOperator`.
    var isSizedNumber: Bool {
        switch self {
        case .fixedInteger, .float: return true
        default: return false
        }
    }
}

/// A value of one of the sized integer types.
struct FixedWidthNumber: Sendable {
    let kind: IntegerKind
    /// Always within `kind`'s range.
    let value: Int128
}

extension Interpreter {
    private func trap(_ message: String, _ pos: SourcePos) -> ScriptError {
        ScriptError.runtime("Fatal error: " + message, at: pos)
    }

    /// The operands of an operator that involves a sized integer or a Float, each read as that
    /// type (an `Int` or `Double` operand here is a literal the compiler gave that type).
    func numericOperator(_ op: String, _ lhs: Value, _ rhs: Value, pos: SourcePos) throws -> Value? {
        switch (lhs, rhs) {
        case (.fixedInteger(let a), .fixedInteger(let b)) where a.kind == b.kind:
            return try integerOperator(op, a.kind, a.value, b.value, pos: pos)
        case (.fixedInteger(let a), .int(let b)):
            return try integerOperator(op, a.kind, a.value, Int128(b), pos: pos)
        case (.int(let a), .fixedInteger(let b)):
            return try integerOperator(op, b.kind, Int128(a), b.value, pos: pos)
        case (.float(let a), _):
            guard let b = floatValue(rhs) else { return nil }
            return floatOperator(op, a, b)
        case (_, .float(let b)):
            guard let a = floatValue(lhs) else { return nil }
            return floatOperator(op, a, b)
        default:
            return nil
        }
    }

    func floatValue(_ v: Value) -> Float? {
        switch v {
        case .float(let f): return f
        case .int(let i): return Float(i)
        case .double(let d): return Float(d)
        default: return nil
        }
    }

    private func integerOperator(
        _ op: String, _ kind: IntegerKind, _ a: Int128, _ b: Int128, pos: SourcePos
    ) throws
        -> Value?
    {
        func checked(_ result: Int128) throws -> Value {
            guard kind.contains(result) else { throw trap("arithmetic overflow", pos) }
            return .fixedInteger(FixedWidthNumber(kind: kind, value: result))
        }
        func wrapped(_ result: Int128) -> Value {
            .fixedInteger(FixedWidthNumber(kind: kind, value: kind.wrapping(result)))
        }
        switch op {
        case "+": return try checked(a + b)
        case "-": return try checked(a - b)
        case "*":
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            if overflow { throw trap("arithmetic overflow", pos) }
            return try checked(product)
        case "/":
            if b == 0 { throw trap("Division by zero", pos) }
            if !kind.contains(a / b) { throw trap("Division results in an overflow", pos) }
            return try checked(a / b)
        case "%":
            if b == 0 { throw trap("Division by zero in remainder operation", pos) }
            if !kind.contains(a / b) { throw trap("Division results in an overflow in remainder operation", pos) }
            return try checked(a % b)
        case "&+": return wrapped(a &+ b)
        case "&-": return wrapped(a &- b)
        case "&*": return wrapped(kind.wrapping(a) &* kind.wrapping(b))
        case "&": return wrapped(a & b)
        case "|": return wrapped(a | b)
        case "^": return wrapped(a ^ b)
        case "<<": return b >= Int128(kind.bitWidth) ? wrapped(0) : wrapped(a << b)
        case ">>": return b >= Int128(kind.bitWidth) ? wrapped(a < 0 ? -1 : 0) : wrapped(a >> b)
        default: return comparison(op, a, b)
        }
    }

    private func floatOperator(_ op: String, _ a: Float, _ b: Float) -> Value? {
        switch op {
        case "+": return .float(a + b)
        case "-": return .float(a - b)
        case "*": return .float(a * b)
        case "/": return .float(a / b)
        default: return comparison(op, a, b)
        }
    }

    private func comparison<T: Comparable>(_ op: String, _ a: T, _ b: T) -> Value? {
        switch op {
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    func numericPrefixOperator(_ op: String, _ v: Value, pos: SourcePos) throws -> Value? {
        switch (op, v) {
        case ("-", .fixedInteger(let n)):
            guard n.kind.contains(-n.value) else { throw trap("arithmetic overflow", pos) }
            return .fixedInteger(FixedWidthNumber(kind: n.kind, value: -n.value))
        case ("~", .fixedInteger(let n)):
            return .fixedInteger(FixedWidthNumber(kind: n.kind, value: n.kind.wrapping(~n.value)))
        case ("+", .fixedInteger), ("+", .float): return v
        case ("-", .float(let f)): return .float(-f)
        default: return nil
        }
    }

    /// `UInt8(x)`, `Int(u)`, `Float(x)`, `Double(f)`, `UInt8(truncatingIfNeeded:)`, `UInt8(clamping:)`,
    /// where a sized integer or Float is the target or the source.
    func numericConversion(_ target: String, _ values: [Value], _ labels: [String?], pos: SourcePos) throws -> Value? {
        guard values.count == 1 else { return nil }
        let source = values[0]
        let label = labels.first ?? nil
        if let kind = IntegerKind(name: target) {
            let whole: Int128
            switch source {
            case .int(let i): whole = Int128(i)
            case .fixedInteger(let n): whole = n.value
            case .double(let d): whole = try integerPart(Double(d), target, pos)
            case .float(let f): whole = try integerPart(Double(f), target, pos)
            case .string(let s) where label == nil:
                guard let parsed = Int128(s), kind.contains(parsed) else { return .optional(nil) }
                return .optional(.fixedInteger(FixedWidthNumber(kind: kind, value: parsed)))
            default: return nil
            }
            switch label {
            case "truncatingIfNeeded": return .fixedInteger(FixedWidthNumber(kind: kind, value: kind.wrapping(whole)))
            case "clamping":
                return .fixedInteger(
                    FixedWidthNumber(kind: kind, value: Swift.min(Swift.max(whole, kind.min), kind.max)))
            case "exactly":
                return .optional(kind.contains(whole) ? .fixedInteger(FixedWidthNumber(kind: kind, value: whole)) : nil)
            case nil:
                guard kind.contains(whole) else { throw trap("Not enough bits to represent the passed value", pos) }
                return .fixedInteger(FixedWidthNumber(kind: kind, value: whole))
            default: return nil
            }
        }
        switch (target, source) {
        case ("Float", .int(let i)): return .float(Float(i))
        case ("Float", .double(let d)): return .float(Float(d))
        case ("Float", .float): return source
        case ("Float", .fixedInteger(let n)): return .float(Float(n.value))
        case ("Double", .float(let f)): return .double(Double(f))
        case ("Double", .fixedInteger(let n)): return .double(Double(n.value))
        case ("Int", .float(let f)):
            if let failure = NumericConversion.failureConvertingToInt(Double(f)) {
                throw ScriptError.runtime(
                    failure.replacingOccurrences(of: "Double value", with: "Float value"), at: pos)
            }
            return .int(Int(f))
        case ("Int", .fixedInteger(let n)):
            guard let i = Int(exactly: n.value) else {
                throw trap("Not enough bits to represent the passed value", pos)
            }
            return .int(i)
        default: return nil
        }
    }

    private func integerPart(_ d: Double, _ target: String, _ pos: SourcePos) throws -> Int128 {
        guard d.isFinite else {
            throw trap("Double value cannot be converted to \(target) because it is either infinite or NaN", pos)
        }
        guard abs(d) < 1.8e19 else {
            throw trap(
                "Double value cannot be converted to \(target) because the result would be "
                    + (d > 0 ? "greater than \(target).max" : "less than \(target).min"), pos)
        }
        return Int128(d.rounded(.towardZero))
    }

    /// `UInt8.max`, `Int16.min`, `Float.pi`, …
    func numericStaticMember(_ typeName: String, _ member: String) -> Value? {
        if let kind = IntegerKind(name: typeName) {
            switch member {
            case "max": return .fixedInteger(FixedWidthNumber(kind: kind, value: kind.max))
            case "min": return .fixedInteger(FixedWidthNumber(kind: kind, value: kind.min))
            case "zero": return .fixedInteger(FixedWidthNumber(kind: kind, value: 0))
            case "bitWidth": return .int(kind.bitWidth)
            default: return nil
            }
        }
        guard typeName == "Float" else { return nil }
        switch member {
        case "pi": return .float(Float.pi)
        case "infinity": return .float(Float.infinity)
        case "greatestFiniteMagnitude": return .float(Float.greatestFiniteMagnitude)
        case "zero": return .float(0)
        default: return nil
        }
    }

    /// A value given a declared sized-integer or Float type (`let b: UInt8 = 200`).
    func numericCoercion(_ v: Value, to typeName: String) -> Value? {
        // Fast exit for the common case (this runs on every typed parameter and return).
        guard typeName.utf8.count != 3, typeName != "Double" else { return nil }
        if case .int(let i) = v, let kind = IntegerKind(name: typeName) {
            return .fixedInteger(FixedWidthNumber(kind: kind, value: kind.wrapping(Int128(i))))
        }
        if typeName == "Float" {
            switch v {
            case .int(let i): return .float(Float(i))
            case .double(let d): return .float(Float(d))
            default: return nil
            }
        }
        return nil
    }
}
