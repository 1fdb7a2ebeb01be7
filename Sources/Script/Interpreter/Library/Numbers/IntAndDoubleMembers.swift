// The members of Int and Double that are not operators: magnitude, signum, isNaN …;
// isMultiple(of:), quotientAndRemainder(dividingBy:), rounded, squareRoot … (sized integers'
// and Float's are in NumericMembers.swift).

import Foundation
import ScriptFrontEnd

extension NumberLibrary {
    /// `value.name` for Int's and Double's properties; nil for any other value or name.
    func intOrDoubleProperty(_ value: Value, _ name: String) -> Value? {
        switch (value, name) {
        case (.int(let number), "magnitude"):
            return .int(number.magnitude > UInt(Int.max) ? Int.max : Int(number.magnitude))
        case (.int(let number), "signum"): return .int(number.signum())
        case (.double(let number), "isNaN"): return .bool(number.isNaN)
        case (.double(let number), "isInfinite"): return .bool(number.isInfinite)
        case (.double(let number), "isFinite"): return .bool(number.isFinite)
        case (.double(let number), "isZero"): return .bool(number.isZero)
        case (.double(let number), "magnitude"): return .double(number.magnitude)
        default: return nil
        }
    }

    /// `receiver.name(args)` for Int's and Double's methods; nil for any other receiver, name,
    /// or arguments none of its forms take.
    func intOrDoubleMethod(_ receiver: Value, _ name: String, _ args: [Value], pos: SourcePos) throws -> Value? {
        switch (receiver, name) {
        case (.int(let number), "isMultiple"):
            if case .int(let divisor)? = args.first { return .bool(divisor == 0 ? number == 0 : number % divisor == 0) }
        case (.int(let number), "signum"): return .int(number.signum())
        case (.int(let number), "quotientAndRemainder"):
            guard case .int(let divisor)? = args.first else { break }
            guard divisor != 0 else { throw ScriptError.runtime("Fatal error: Division by zero", at: pos) }
            guard !(number == Int.min && divisor == -1) else {
                throw ScriptError.runtime("Fatal error: Division results in an overflow", at: pos)
            }
            let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
            return .tuple([.int(quotient), .int(remainder)], ["quotient", "remainder"])
        case (.int(let number), "advanced"):
            if case .int(let offset)? = args.first { return .int(number + offset) }
        case (.int(let number), "distance"):
            if case .int(let other)? = args.first { return .int(other - number) }
        case (.double(let number), "rounded"): return .double(number.rounded(try roundingRule(args.first, pos: pos)))
        case (.double(let number), "squareRoot"): return .double(number.squareRoot())
        case (.double(let number), "truncatingRemainder"):
            if let divisor = args.first.flatMap({ interpreter.asDouble($0) }) {
                return .double(number.truncatingRemainder(dividingBy: divisor))
            }
        case (.double(let number), "remainder"):
            if let divisor = args.first.flatMap({ interpreter.asDouble($0) }) {
                return .double(number.remainder(dividingBy: divisor))
            }
        case (.double(let number), "formatted"):
            return .string(String(format: "%g", number))
        default: break
        }
        return nil
    }
}
