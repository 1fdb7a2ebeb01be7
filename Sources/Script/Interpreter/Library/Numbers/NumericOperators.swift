// The operators on sized integers and `Float`: pure functions of the operands, static so
// Evaluation's fast path reaches them with no library lookup (`NumericOperators.binary`).

import ScriptFrontEnd

enum NumericOperators {
    static func trap(_ message: String, _ pos: SourcePos) -> ScriptError {
        ScriptError.runtime("Fatal error: " + message, at: pos)
    }

    /// The operands of an operator that involves a sized integer or a Float, each read as that
    /// type (an `Int` or `Double` operand here is a literal the compiler gave that type).
    static func binary(_ op: String, _ lhs: Value, _ rhs: Value, pos: SourcePos) throws -> Value? {
        switch (lhs, rhs) {
        case (.fixedInteger(let left), .fixedInteger(let right)) where left.kind == right.kind:
            return try integerOperator(op, left.kind, left.value, right.value, pos: pos)
        case (.fixedInteger(let left), .int(let right)):
            return try integerOperator(op, left.kind, left.value, Int128(right), pos: pos)
        case (.int(let left), .fixedInteger(let right)):
            return try integerOperator(op, right.kind, Int128(left), right.value, pos: pos)
        case (.float(let left), _):
            guard let right = floatValue(rhs) else { return nil }
            return floatOperator(op, left, right)
        case (_, .float(let right)):
            guard let left = floatValue(lhs) else { return nil }
            return floatOperator(op, left, right)
        default:
            return nil
        }
    }

    static func floatValue(_ value: Value) -> Float? {
        switch value {
        case .float(let number): return number
        case .int(let number): return Float(number)
        case .double(let number): return Float(number)
        default: return nil
        }
    }

    private static func integerOperator(
        _ op: String, _ kind: IntegerKind, _ lhs: Int128, _ rhs: Int128, pos: SourcePos
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
        case "+": return try checked(lhs + rhs)
        case "-": return try checked(lhs - rhs)
        case "*":
            let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
            if overflow { throw trap("arithmetic overflow", pos) }
            return try checked(product)
        case "/":
            if rhs == 0 { throw trap("Division by zero", pos) }
            if !kind.contains(lhs / rhs) { throw trap("Division results in an overflow", pos) }
            return try checked(lhs / rhs)
        case "%":
            if rhs == 0 { throw trap("Division by zero in remainder operation", pos) }
            if !kind.contains(lhs / rhs) { throw trap("Division results in an overflow in remainder operation", pos) }
            return try checked(lhs % rhs)
        case "&+": return wrapped(lhs &+ rhs)
        case "&-": return wrapped(lhs &- rhs)
        case "&*": return wrapped(kind.wrapping(lhs) &* kind.wrapping(rhs))
        case "&": return wrapped(lhs & rhs)
        case "|": return wrapped(lhs | rhs)
        case "^": return wrapped(lhs ^ rhs)
        case "<<": return rhs >= Int128(kind.bitWidth) ? wrapped(0) : wrapped(lhs << rhs)
        case ">>": return rhs >= Int128(kind.bitWidth) ? wrapped(lhs < 0 ? -1 : 0) : wrapped(lhs >> rhs)
        default: return comparison(op, lhs, rhs)
        }
    }

    private static func floatOperator(_ op: String, _ lhs: Float, _ rhs: Float) -> Value? {
        switch op {
        case "+": return .float(lhs + rhs)
        case "-": return .float(lhs - rhs)
        case "*": return .float(lhs * rhs)
        case "/": return .float(lhs / rhs)
        default: return comparison(op, lhs, rhs)
        }
    }

    private static func comparison<T: Comparable>(_ op: String, _ lhs: T, _ rhs: T) -> Value? {
        switch op {
        case "==": return .bool(lhs == rhs)
        case "!=": return .bool(lhs != rhs)
        case "<": return .bool(lhs < rhs)
        case "<=": return .bool(lhs <= rhs)
        case ">": return .bool(lhs > rhs)
        case ">=": return .bool(lhs >= rhs)
        default: return nil
        }
    }

    static func prefix(_ op: String, _ operand: Value, pos: SourcePos) throws -> Value? {
        switch (op, operand) {
        case ("-", .fixedInteger(let number)):
            guard number.kind.contains(-number.value) else { throw trap("arithmetic overflow", pos) }
            return .fixedInteger(FixedWidthNumber(kind: number.kind, value: -number.value))
        case ("~", .fixedInteger(let number)):
            return .fixedInteger(FixedWidthNumber(kind: number.kind, value: number.kind.wrapping(~number.value)))
        case ("+", .fixedInteger), ("+", .float): return operand
        case ("-", .float(let number)): return .float(-number)
        default: return nil
        }
    }
}
