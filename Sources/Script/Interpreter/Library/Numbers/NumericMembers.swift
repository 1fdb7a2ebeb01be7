// The everyday members of a sized integer, `UInt` or `Float` value: what
// `Semantics/BuiltinSignatures.swift` lists for them (the up-front check refuses the rest).

import ScriptFrontEnd

extension NumberLibrary {
    /// `magnitude`, `bitWidth`, `isNaN`…; nil when `value` is no such number or `name` no such property.
    func numericProperty(_ value: Value, _ name: String) -> Value? {
        switch (value, name) {
        case (.fixedInteger(let number), "magnitude"):
            return .fixedInteger(FixedWidthNumber(kind: number.kind.unsignedCounterpart, value: abs(number.value)))
        case (.fixedInteger(let number), "bitWidth"): return .int(number.kind.bitWidth)
        case (.fixedInteger(let number), "nonzeroBitCount"): return .int(bitPattern(of: number).nonzeroBitCount)
        case (.fixedInteger(let number), "leadingZeroBitCount"):
            return .int(bitPattern(of: number).leadingZeroBitCount - (128 - number.kind.bitWidth))
        case (.fixedInteger(let number), "trailingZeroBitCount"):
            return .int(min(bitPattern(of: number).trailingZeroBitCount, number.kind.bitWidth))
        case (.int(let number), "bitWidth"): return .int(number.bitWidth)
        case (.int(let number), "nonzeroBitCount"): return .int(number.nonzeroBitCount)
        case (.int(let number), "leadingZeroBitCount"): return .int(number.leadingZeroBitCount)
        case (.int(let number), "trailingZeroBitCount"): return .int(number.trailingZeroBitCount)
        case (.float(let number), "magnitude"): return .float(number.magnitude)
        case (.float(let number), "isNaN"): return .bool(number.isNaN)
        case (.float(let number), "isInfinite"): return .bool(number.isInfinite)
        case (.float(let number), "isFinite"): return .bool(number.isFinite)
        case (.float(let number), "isZero"): return .bool(number.isZero)
        default: return nil
        }
    }

    /// A sized integer's bits as its type stores them (two's complement in `bitWidth` bits).
    private func bitPattern(of number: FixedWidthNumber) -> UInt128 {
        UInt128(truncatingIfNeeded: number.value) & (UInt128.max >> (128 - number.kind.bitWidth))
    }

    /// `isMultiple(of:)`, `signum()`, `quotientAndRemainder(dividingBy:)`, `addingReportingOverflow(_:)`…,
    /// `rounded()`, `squareRoot()`, `truncatingRemainder(dividingBy:)`; nil for any other receiver or name.
    func numericMethod(_ receiver: Value, _ name: String, _ args: [Value], pos: SourcePos) throws -> Value? {
        switch (receiver, name) {
        case (.fixedInteger(let number), _):
            return try integerMethod(number, name, args.first.flatMap { integerOperand($0, as: number.kind) }, pos: pos)
        case (.float(let number), "rounded"): return .float(number.rounded(try roundingRule(args.first, pos: pos)))
        case (.float(let number), "squareRoot"): return .float(number.squareRoot())
        case (.float(let number), "truncatingRemainder"):
            guard let divisor = args.first.flatMap(NumericOperators.floatValue) else { return nil }
            return .float(number.truncatingRemainder(dividingBy: divisor))
        default: return nil
        }
    }

    /// An argument read as the receiver's integer type (a literal the compiler gave that type).
    private func integerOperand(_ value: Value, as kind: IntegerKind) -> Int128? {
        switch value {
        case .fixedInteger(let number) where number.kind == kind: return number.value
        case .int(let number): return Int128(number)
        default: return nil
        }
    }

    private func integerMethod(
        _ number: FixedWidthNumber, _ name: String, _ operand: Int128?, pos: SourcePos
    ) throws -> Value? {
        func same(_ value: Int128) -> Value { .fixedInteger(FixedWidthNumber(kind: number.kind, value: value)) }
        switch (name, operand) {
        case ("signum", _): return same(number.value.signum())
        case ("isMultiple", let divisor?):
            return .bool(divisor == 0 ? number.value == 0 : number.value % divisor == 0)
        case ("quotientAndRemainder", let divisor?):
            guard divisor != 0 else { throw ScriptError.runtime("Fatal error: Division by zero", at: pos) }
            guard number.kind.contains(number.value / divisor) else {
                throw ScriptError.runtime("Fatal error: Division results in an overflow", at: pos)
            }
            return .tuple([same(number.value / divisor), same(number.value % divisor)], ["quotient", "remainder"])
        case ("addingReportingOverflow", let other?): return reportingOverflow(number, number.value + other)
        case ("subtractingReportingOverflow", let other?): return reportingOverflow(number, number.value - other)
        case ("multipliedReportingOverflow", let other?):
            return reportingOverflow(number, number.value.multipliedReportingOverflow(by: other).partialValue)
        default: return nil
        }
    }

    /// `(partialValue:overflow:)`: the result's low bits and whether it did not fit.
    private func reportingOverflow(_ number: FixedWidthNumber, _ result: Int128) -> Value {
        let partial = FixedWidthNumber(kind: number.kind, value: number.kind.wrapping(result))
        return .tuple([.fixedInteger(partial), .bool(!number.kind.contains(result))], ["partialValue", "overflow"])
    }

    /// `stride(from:to:by:)` / `stride(from:through:by:)` from a sized integer or a Float, its
    /// elements of that type; nil when `from` is neither (the `Int` and `Double` strides).
    func sizedStride(_ arguments: [Value], closed: Bool) -> Value? {
        switch arguments[0] {
        case .fixedInteger(let from):
            guard let to = arguments[1].wholeNumber, let by = arguments[2].wholeNumber, by != 0 else { return nil }
            var out: [Value] = []
            var current = from.value
            while by > 0 ? (closed ? current <= to : current < to) : (closed ? current >= to : current > to),
                from.kind.contains(current), out.count <= 10_000_000
            {
                out.append(.fixedInteger(FixedWidthNumber(kind: from.kind, value: current)))
                current += by
            }
            return .array(out)
        case .float(let from):
            guard let to = NumericOperators.floatValue(arguments[1]),
                let by = NumericOperators.floatValue(arguments[2]), by != 0
            else { return nil }
            var out: [Value] = []
            var current = from
            while by > 0 ? (closed ? current <= to : current < to) : (closed ? current >= to : current > to),
                out.count <= 10_000_000
            {
                out.append(.float(current))
                current = from + Float(out.count) * by
            }
            return .array(out)
        default: return nil
        }
    }
}

extension Value {
    /// A `Double` or `Float` that is not a whole number (`Int8(exactly: 2.5)` is nil).
    var hasFraction: Bool {
        switch self {
        case .double(let number): return number != number.rounded(.towardZero)
        case .float(let number): return number != number.rounded(.towardZero)
        default: return false
        }
    }

    /// An `Int` or sized integer's value.
    var wholeNumber: Int128? {
        switch self {
        case .int(let number): return Int128(number)
        case .fixedInteger(let number): return number.value
        default: return nil
        }
    }
}
