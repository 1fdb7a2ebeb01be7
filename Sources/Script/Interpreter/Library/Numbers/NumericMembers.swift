// The everyday members of a sized integer, `UInt` or `Float` value, for the builtin member
// table: what `Semantics/BuiltinSignatures.swift` lists for them (the up-front check refuses the
// rest). Also the strides of these types.

import ScriptFrontEnd

extension NumberMembers {
    static func addSizedIntegers(to table: inout BuiltinMemberTable) {
        for kind in IntegerKind.allCases {
            func property(_ name: String, _ read: @escaping (FixedWidthNumber) -> Value) {
                table.add(
                    kind.name, name,
                    .property { value, _, _ in
                        guard case .fixedInteger(let number) = value else { return .void }
                        return read(number)
                    })
            }
            property("magnitude") {
                .fixedInteger(FixedWidthNumber(kind: $0.kind.unsignedCounterpart, value: abs($0.value)))
            }
            property("bitWidth") { .int($0.kind.bitWidth) }
            property("nonzeroBitCount") { .int(bitPattern(of: $0).nonzeroBitCount) }
            property("leadingZeroBitCount") { .int(bitPattern(of: $0).leadingZeroBitCount - (128 - $0.kind.bitWidth)) }
            property("trailingZeroBitCount") { .int(min(bitPattern(of: $0).trailingZeroBitCount, $0.kind.bitWidth)) }
            for name in [
                "signum", "isMultiple", "quotientAndRemainder", "addingReportingOverflow",
                "subtractingReportingOverflow", "multipliedReportingOverflow",
            ] {
                table.add(
                    kind.name, name,
                    .method { receiver, call, _ in
                        guard case .fixedInteger(let number) = receiver else { return nil }
                        let operand = call.arguments.first.flatMap { integerOperand($0, as: number.kind) }
                        return try integerMethod(number, name, operand, pos: call.pos)
                    })
            }
        }
    }

    static func addFloat(to table: inout BuiltinMemberTable) {
        func property(_ name: String, _ read: @escaping (Float) -> Value) {
            table.add(
                "Float", name,
                .property { value, _, _ in
                    guard case .float(let number) = value else { return .void }
                    return read(number)
                })
        }
        func method(_ name: String, _ run: @escaping (Float, BuiltinMemberTable.Call, Interpreter) throws -> Value?) {
            table.add(
                "Float", name,
                .method { receiver, call, interpreter in
                    guard case .float(let number) = receiver else { return nil }
                    return try run(number, call, interpreter)
                })
        }
        property("magnitude") { .float($0.magnitude) }
        property("isNaN") { .bool($0.isNaN) }
        property("isInfinite") { .bool($0.isInfinite) }
        property("isFinite") { .bool($0.isFinite) }
        property("isZero") { .bool($0.isZero) }
        method("rounded") { number, call, interpreter in
            .float(number.rounded(try interpreter.numbers.roundingRule(call.arguments.first, pos: call.pos)))
        }
        method("squareRoot") { number, _, _ in .float(number.squareRoot()) }
        method("truncatingRemainder") { number, call, _ in
            call.arguments.first.flatMap(NumericOperators.floatValue).map {
                .float(number.truncatingRemainder(dividingBy: $0))
            }
        }
    }

    /// A sized integer's bits as its type stores them (two's complement in `bitWidth` bits).
    private static func bitPattern(of number: FixedWidthNumber) -> UInt128 {
        UInt128(truncatingIfNeeded: number.value) & (UInt128.max >> (128 - number.kind.bitWidth))
    }

    /// An argument read as the receiver's integer type (a literal the compiler gave that type).
    private static func integerOperand(_ value: Value, as kind: IntegerKind) -> Int128? {
        switch value {
        case .fixedInteger(let number) where number.kind == kind: return number.value
        case .int(let number): return Int128(number)
        default: return nil
        }
    }

    private static func integerMethod(
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
    private static func reportingOverflow(_ number: FixedWidthNumber, _ result: Int128) -> Value {
        let partial = FixedWidthNumber(kind: number.kind, value: number.kind.wrapping(result))
        return .tuple([.fixedInteger(partial), .bool(!number.kind.contains(result))], ["partialValue", "overflow"])
    }
}

extension NumberLibrary {
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
