// The global functions on numbers: min, max, abs, and Foundation's sqrt, floor, ceil, round
// and pow.

import Foundation
import ScriptFrontEnd

extension NumberLibrary {
    /// `name(args)` for the numeric globals (`callBuiltinFunction` routes only their names here).
    func callNumericGlobal(_ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        func values() throws -> [Value] { try interpreter.evaluateArguments(args, in: env) }
        switch name {
        case "min", "max":
            let argumentValues = try values()
            var items =
                argumentValues.count == 1 ? try interpreter.elements(of: argumentValues[0], pos: pos) : argumentValues
            // `max(u, 3)`: the literal takes the sized integer's or Float's type.
            if let sized = items.first(where: \.isSizedNumber) {
                items = items.map { numericCoercion($0, to: interpreter.descriptions.typeName(of: sized)) ?? $0 }
            }
            guard var best = items.first else {
                throw ScriptError.cannotRun("'\(name)' without values to compare", at: pos)
            }
            // The standard library's rule: `min` takes a later value when it is `<` the best so far, `max`
            // when it is `>=` — of equal values the last (`max(a, b)` is `b` when neither is less; `max(-0.0,
            // 0.0)` is `0.0`, `max(0.0, -0.0)` is `-0.0`), and a NaN never wins `>=` (IEEE, not `!(<)`).
            for candidate in items.dropFirst() {
                let takesCandidate: Bool
                switch (name, candidate, best) {
                case ("min", _, _): takesCandidate = try interpreter.compareLess(candidate, best, pos: pos)
                case (_, .double(let later), .double(let earlier)): takesCandidate = later >= earlier
                case (_, .float(let later), .float(let earlier)): takesCandidate = later >= earlier
                default: takesCandidate = try !interpreter.compareLess(candidate, best, pos: pos)
                }
                if takesCandidate { best = candidate }
            }
            return best
        case "abs":
            switch try values().first {
            case .int(let number)?:
                guard number != Int.min else { throw ScriptError.runtime("Fatal error: arithmetic overflow", at: pos) }
                return .int(abs(number))
            case .double(let number)?: return .double(abs(number))
            case .float(let number)?: return .float(abs(number))
            case .fixedInteger(let number)?:
                guard number.kind.contains(abs(number.value)) else {
                    throw ScriptError.runtime("Fatal error: arithmetic overflow", at: pos)
                }
                return .fixedInteger(FixedWidthNumber(kind: number.kind, value: abs(number.value)))
            default: throw ScriptError.cannotRun("'abs' of a value that is not a number", at: pos)
            }
        case "sqrt", "floor", "ceil", "round":
            if !interpreter.registry.foundationImported {
                throw ScriptError.cannotRun(
                    "'\(name)' without 'import Foundation' (it comes from Foundation: add 'import Foundation')", at: pos
                )
            }
            return try foundationRounding(name, try values().first, pos: pos)
        case "pow":
            if !interpreter.registry.foundationImported {
                throw ScriptError.cannotRun(
                    "'pow' without 'import Foundation' (it comes from Foundation: add 'import Foundation')", at: pos)
            }
            let argumentValues = try values()
            // Foundation's `pow(Float, Float)`: chosen when either is a Float (a literal beside it is one).
            if argumentValues.count == 2,
                argumentValues.contains(where: { if case .float = $0 { true } else { false } }),
                let base = Self.single(argumentValues[0]), let exponent = Self.single(argumentValues[1])
            {
                return .float(Foundation.pow(base, exponent))
            }
            guard argumentValues.count == 2, let base = interpreter.asDouble(argumentValues[0]),
                let exponent = interpreter.asDouble(argumentValues[1])
            else {
                throw ScriptError.cannotRun("'pow' given other than two numbers", at: pos)
            }
            return .double(Foundation.pow(base, exponent))
        default:
            throw ScriptError.cannotRun(function: name, at: pos)
        }
    }

    /// `sqrt`, `floor`, `ceil`, `round`: Foundation's Float overloads compute and answer in Float
    /// (`sqrt(Float(2))` is 1.4142135), its Double ones in Double.
    private func foundationRounding(_ name: String, _ argument: Value?, pos: SourcePos) throws -> Value {
        if case .float(let single)? = argument {
            switch name {
            case "sqrt": return .float(single.squareRoot())
            case "floor": return .float(single.rounded(.down))
            case "ceil": return .float(single.rounded(.up))
            default: return .float(single.rounded())
            }
        }
        guard let number = argument.flatMap({ interpreter.asDouble($0) }) else {
            throw ScriptError.cannotRun("'\(name)' of a value that is not a number", at: pos)
        }
        switch name {
        case "sqrt": return .double(number.squareRoot())
        case "floor": return .double(number.rounded(.down))
        case "ceil": return .double(number.rounded(.up))
        default: return .double(number.rounded())
        }
    }

    /// A Float, or an integer literal's value beside one, as a Float.
    private static func single(_ value: Value) -> Float? {
        switch value {
        case .float(let single): single
        case .int(let integer): Float(integer)
        case .double(let double): Float(double)
        default: nil
        }
    }
}
