// The numeric types besides `Int` and `Double`: the sized and unsigned integers and `Float`.
// Each value keeps its type, so widths, overflow traps, wrapping operators and printing
// follow Swift; an `Int` literal meeting one of them takes its type, as the compiler types it.

import ScriptFrontEnd

extension Value {
    /// A sized integer or a Float: operators on it go through `NumericOperators.binary`.
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

extension NumberLibrary {
    /// `UInt8(x)`, `Int(u)`, `Float(x)`, `Double(f)`, `UInt8(truncatingIfNeeded:)`, `UInt8(clamping:)`,
    /// where a sized integer or Float is the target or the source.
    func numericConversion(_ target: String, _ values: [Value], _ labels: [String?], pos: SourcePos) throws -> Value? {
        guard values.count == 1 else { return nil }
        let source = values[0]
        let label = labels.first ?? nil
        if let kind = IntegerKind(name: target) {
            let whole: Int128
            switch source {
            case .int(let integer): whole = Int128(integer)
            case .fixedInteger(let number): whole = number.value
            case .double(let double): whole = try integerPart(double, "Double", kind, exact: label == nil, pos)
            case .float(let float): whole = try integerPart(Double(float), "Float", kind, exact: label == nil, pos)
            case .character(let character) where label == "ascii" && kind == .uint8:
                return try asciiByte(character, pos)
            case .string(let text) where label == "ascii" && kind == .uint8 && text.count == 1:
                return try asciiByte(text.first!, pos)
            case .string(let text) where label == nil:
                guard let parsed = Int128(text), kind.contains(parsed) else { return .optional(nil) }
                return .optional(.fixedInteger(FixedWidthNumber(kind: kind, value: parsed)))
            default: return nil
            }
            switch label {
            case "truncatingIfNeeded": return .fixedInteger(FixedWidthNumber(kind: kind, value: kind.wrapping(whole)))
            case "clamping":
                return .fixedInteger(
                    FixedWidthNumber(kind: kind, value: Swift.min(Swift.max(whole, kind.min), kind.max)))
            case "exactly":
                let exact = kind.contains(whole) && !source.hasFraction
                return .optional(exact ? .fixedInteger(FixedWidthNumber(kind: kind, value: whole)) : nil)
            case nil:
                guard kind.contains(whole) else {
                    throw NumericOperators.trap("Not enough bits to represent the passed value", pos)
                }
                return .fixedInteger(FixedWidthNumber(kind: kind, value: whole))
            default: return nil
            }
        }
        if label == "exactly", target == "Int" {
            switch source {
            case .float(let float): return .optional(Int(exactly: float).map { .int($0) })
            case .fixedInteger(let number): return .optional(Int(exactly: number.value).map { .int($0) })
            default: return nil
            }
        }
        if label == "exactly", target == "Double" || target == "Float" { return exactFloatingPoint(source, target) }
        guard label == nil else { return nil }
        switch (target, source) {
        case ("Float", .int(let integer)): return .float(Float(integer))
        case ("Float", .double(let double)): return .float(Float(double))
        case ("Float", .float): return source
        case ("Float", .string(let text)) where label == nil: return .optional(Float(text).map { .float($0) })
        case ("Float", .fixedInteger(let number)): return .float(Float(number.value))
        case ("Double", .float(let float)): return .double(Double(float))
        case ("Double", .fixedInteger(let number)): return .double(Double(number.value))
        case ("Int", .float(let float)):
            if let failure = NumericConversion.failureConvertingToInt(Double(float)) {
                throw ScriptError.runtime(
                    failure.replacingOccurrences(of: "Double value", with: "Float value"), at: pos)
            }
            return .int(Int(float))
        case ("Int", .fixedInteger(let number)):
            guard let exact = Int(exactly: number.value) else {
                throw NumericOperators.trap("Not enough bits to represent the passed value", pos)
            }
            return .int(exact)
        default: return nil
        }
    }

    /// `UInt8(ascii: "A")`: Swift traps on a character outside ASCII.
    /// `Double(exactly: 3)`, `Float(exactly: 0.1)`: the value when the type holds it exactly, else nil
    /// (a NaN is never exact).
    private func exactFloatingPoint(_ source: Value, _ target: String) -> Value? {
        let isDouble = target == "Double"
        func wrap(_ double: Double?, _ float: Float?) -> Value {
            .optional(isDouble ? double.map { .double($0) } : float.map { .float($0) })
        }
        switch source {
        case .int(let integer): return wrap(Double(exactly: integer), Float(exactly: integer))
        case .fixedInteger(let number): return wrap(Double(exactly: number.value), Float(exactly: number.value))
        case .double(let double): return wrap(Double(exactly: double), Float(exactly: double))
        case .float(let float): return wrap(Double(exactly: float), Float(exactly: float))
        default: return nil
        }
    }

    private func asciiByte(_ character: Character, _ pos: SourcePos) throws -> Value {
        guard let byte = character.asciiValue, character.unicodeScalars.count == 1 else {
            throw NumericOperators.trap("Code point value does not fit into ASCII", pos)
        }
        return .fixedInteger(FixedWidthNumber(kind: .uint8, value: Int128(byte)))
    }

    /// The whole part of a `Double` or `Float` converted to `kind`; Swift's trap when it is not
    /// finite, or (for `UInt8(x)`, `exact`) does not fit.
    private func integerPart(
        _ value: Double, _ source: String, _ kind: IntegerKind, exact: Bool, _ pos: SourcePos
    ) throws -> Int128 {
        let target = kind.name
        guard value.isFinite else {
            throw NumericOperators.trap(
                "\(source) value cannot be converted to \(target) because it is either infinite or NaN", pos)
        }
        let whole = abs(value) < 1.8e19 ? Int128(value.rounded(.towardZero)) : (value > 0 ? Int128.max : Int128.min)
        guard !exact || kind.contains(whole), abs(value) < 1.8e19 else {
            throw NumericOperators.trap(
                "\(source) value cannot be converted to \(target) because the result would be "
                    + (value > 0 ? "greater than \(target).max" : "less than \(target).min"), pos)
        }
        return whole
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
        case "nan": return .float(Float.nan)
        case "greatestFiniteMagnitude": return .float(Float.greatestFiniteMagnitude)
        case "leastNonzeroMagnitude": return .float(Float.leastNonzeroMagnitude)
        case "leastNormalMagnitude": return .float(Float.leastNormalMagnitude)
        case "ulpOfOne": return .float(Float.ulpOfOne)
        case "zero": return .float(0)
        default: return nil
        }
    }

    /// A value given a declared sized-integer or Float type (`let b: UInt8 = 200`).
    func numericCoercion(_ value: Value, to typeName: String) -> Value? {
        // Fast exit for the common case (this runs on every typed parameter and return).
        guard typeName.utf8.count != 3, typeName != "Double" else { return nil }
        if case .int(let integer) = value, let kind = IntegerKind(name: typeName) {
            return .fixedInteger(FixedWidthNumber(kind: kind, value: kind.wrapping(Int128(integer))))
        }
        if typeName == "Float" {
            switch value {
            case .int(let integer): return .float(Float(integer))
            case .double(let double): return .float(Float(double))
            default: return nil
            }
        }
        return nil
    }
}
