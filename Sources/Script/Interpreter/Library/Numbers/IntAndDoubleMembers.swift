// The members of Int and Double that are not operators: magnitude, bitWidth, isNaN …;
// isMultiple(of:), quotientAndRemainder(dividingBy:), rounded, squareRoot … (sized integers'
// and Float's are in NumericMembers.swift).

import Foundation
import ScriptFrontEnd

extension NumberMembers {
    static func addInt(to table: inout BuiltinMemberTable) {
        func property(_ name: String, _ read: @escaping (Int) -> Value) {
            table.add(
                "Int", name,
                .property { value, _, _ in
                    guard case .int(let number) = value else { return .void }
                    return read(number)
                })
        }
        func method(_ name: String, _ run: @escaping (inout Int, BuiltinMemberTable.Call) throws -> Value?) {
            table.add(
                "Int", name,
                .method { receiver, call, _ in
                    guard case .int(var number) = receiver else { return nil }
                    let result = try run(&number, call)
                    receiver = .int(number)
                    return result
                })
        }
        // `magnitude` is a `UInt`: `Int.min.magnitude` is 9223372036854775808.
        property("magnitude") { .fixedInteger(FixedWidthNumber(kind: .uint, value: Int128($0.magnitude))) }
        property("bitWidth") { .int($0.bitWidth) }
        property("nonzeroBitCount") { .int($0.nonzeroBitCount) }
        property("leadingZeroBitCount") { .int($0.leadingZeroBitCount) }
        property("trailingZeroBitCount") { .int($0.trailingZeroBitCount) }
        method("isMultiple") { number, call in
            guard case .int(let divisor)? = call.arguments.first else { return nil }
            return .bool(divisor == 0 ? number == 0 : number % divisor == 0)
        }
        method("signum") { number, _ in .int(number.signum()) }
        method("quotientAndRemainder") { number, call in
            guard case .int(let divisor)? = call.arguments.first else { return nil }
            guard divisor != 0 else { throw ScriptError.runtime("Fatal error: Division by zero", at: call.pos) }
            guard !(number == Int.min && divisor == -1) else {
                throw ScriptError.runtime("Fatal error: Division results in an overflow", at: call.pos)
            }
            let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
            return .tuple([.int(quotient), .int(remainder)], ["quotient", "remainder"])
        }
        method("advanced") { number, call in
            guard case .int(let offset)? = call.arguments.first else { return nil }
            return .int(number + offset)
        }
        method("distance") { number, call in
            guard case .int(let other)? = call.arguments.first else { return nil }
            return .int(other - number)
        }
        method("negate") { number, _ in
            number = -number
            return .void
        }
    }

    static func addDouble(to table: inout BuiltinMemberTable) {
        func property(_ name: String, _ read: @escaping (Double) -> Value) {
            table.add(
                "Double", name,
                .property { value, _, _ in
                    guard case .double(let number) = value else { return .void }
                    return read(number)
                })
        }
        func method(_ name: String, _ run: @escaping (Double, BuiltinMemberTable.Call, Interpreter) throws -> Value?) {
            table.add(
                "Double", name,
                .method { receiver, call, interpreter in
                    guard case .double(let number) = receiver else { return nil }
                    return try run(number, call, interpreter)
                })
        }
        property("isNaN") { .bool($0.isNaN) }
        property("isInfinite") { .bool($0.isInfinite) }
        property("isFinite") { .bool($0.isFinite) }
        property("isZero") { .bool($0.isZero) }
        property("magnitude") { .double($0.magnitude) }
        method("rounded") { number, call, interpreter in
            .double(number.rounded(try interpreter.numbers.roundingRule(call.arguments.first, pos: call.pos)))
        }
        method("squareRoot") { number, _, _ in .double(number.squareRoot()) }
        method("truncatingRemainder") { number, call, interpreter in
            call.arguments.first.flatMap { interpreter.asDouble($0) }.map {
                .double(number.truncatingRemainder(dividingBy: $0))
            }
        }
        method("remainder") { number, call, interpreter in
            call.arguments.first.flatMap { interpreter.asDouble($0) }.map { .double(number.remainder(dividingBy: $0)) }
        }
        method("formatted") { number, call, interpreter in
            try interpreter.builtins.requireFoundation(for: "formatted", on: .double(number), pos: call.pos)
            return .string(String(format: "%g", number))
        }
    }
}
