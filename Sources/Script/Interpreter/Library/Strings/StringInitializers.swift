// `String(…)`, `Character(…)` and `Substring(…)`: text from repetition, bytes, a format, a
// radix, characters or any value's description.

import Foundation
import ScriptFrontEnd

extension StringLibrary {
    /// `name(args)` for String, Character and Substring; nil when the arguments are none of
    /// their initializers'.
    func textInitializer(
        _ name: String, _ argumentValues: [Value], _ labels: [String?], pos: SourcePos
    ) throws -> Value? {
        let first = argumentValues.first
        switch name {
        case "String":
            return try stringInitializer(argumentValues, labels, pos: pos)
        case "Character":
            if case .string(let text)? = first, text.count == 1 { return .character(text.first!) }
            if case .character? = first { return first! }
            if case .unicodeScalar(let scalar)? = first, argumentValues.count == 1 {
                return .character(Character(scalar))
            }
        case "Substring":
            // `Substring(text)`: a substring of a new string, from index 0.
            if argumentValues.count == 1, case .string(let text)? = first {
                return .substring(text, startIndex: .start)
            }
        default: break
        }
        return nil
    }

    /// `Unicode.Scalar(x)`: from a `UInt8` always; from a `UInt16`, `UInt32`, `Int` or a `String`
    /// only when it names one scalar (an Optional, as in Swift); a literal is one by construction.
    func unicodeScalar(_ argumentValues: [Value], fromLiteral literal: Bool) -> Value? {
        guard argumentValues.count == 1 else { return nil }
        func maybe(_ scalar: Unicode.Scalar?) -> Value { .optional(scalar.map { .unicodeScalar($0) }) }
        switch argumentValues[0] {
        case .fixedInteger(let number) where number.kind == .uint8:
            return .unicodeScalar(Unicode.Scalar(UInt8(number.value)))
        case .fixedInteger(let number) where number.kind == .uint16 || number.kind == .uint32:
            return maybe(Unicode.Scalar(UInt32(number.value)))
        case .int(let integer): return maybe(Unicode.Scalar(integer))
        case .unicodeScalar: return argumentValues[0]
        case .string(let text) where literal && text.unicodeScalars.count == 1:
            return .unicodeScalar(text.unicodeScalars.first!)
        case .string(let text): return maybe(Unicode.Scalar(text))
        default: return nil
        }
    }

    private func stringInitializer(_ argumentValues: [Value], _ labels: [String?], pos: SourcePos) throws -> Value {
        let first = argumentValues.first
        if labels.first == "repeating", argumentValues.count == 2, case .int(let requested) = argumentValues[1] {
            switch argumentValues[0] {
            case .string(let text):
                let count = try interpreter.builtins.boundedCount(requested, pos)
                try interpreter.memory.ensureStringFits(
                    text.utf8.count.multipliedReportingOverflow(by: count).overflow
                        ? Int.max : text.utf8.count * count, at: pos)
                return .string(String(repeating: text, count: count))
            case .character(let character):
                return .string(
                    String(repeating: character, count: try interpreter.builtins.boundedCount(requested, pos)))
            default: break
            }
        }
        if labels.first == "format", !interpreter.registry.foundationImported {
            throw ScriptError.cannotRun(
                "'String(format:)' without 'import Foundation' (it comes from Foundation: add 'import Foundation')",
                at: pos)
        }
        if labels.first == "decoding", case .array(let units)? = first {
            // `String(decoding: units, as: UTF8.self)` (or `UTF16.self`): invalid sequences become
            // U+FFFD, as in Swift.
            let numbers = units.compactMap(\.wholeNumber)
            if argumentValues.count == 2, case .type(.builtin("UTF16")) = argumentValues[1] {
                return .string(String(decoding: numbers.map { UInt16(truncatingIfNeeded: $0) }, as: UTF16.self))
            }
            return .string(String(decoding: numbers.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self))
        }
        if labels.first == "format", case .string(let format)? = first {
            return .string(try formatString(format, Array(argumentValues.dropFirst()), pos: pos))
        }
        if labels.first == "reflecting", let subject = first {
            return .string(try interpreter.descriptions.describeForPrint(subject, debug: true, pos: pos))
        }
        if labels.count >= 2, labels[1] == "radix", let whole = first.flatMap(\.wholeNumber),
            case .int(let radix) = argumentValues[1]
        {
            var uppercase = false
            if argumentValues.count == 3, case .bool(let flag) = argumentValues[2] { uppercase = flag }
            return .string(String(whole, radix: try interpreter.numbers.checkedRadix(radix, pos), uppercase: uppercase))
        }
        if let subject = first {
            // `String(characters)`, `String(letters.prefix(3))`: the characters joined. Unlabeled,
            // an array is accepted by swiftc only as a sequence of `Character` (no other
            // `String.init(_:)` takes one), so elements held as one-letter strings — a literal
            // typed `Character` by its context, `map { x ? "#" : "." }` — are characters too.
            let unlabeled = labels.first ?? nil == nil && argumentValues.count == 1
            switch subject {
            case .array(let items) where unlabeled && items.allSatisfy(\.isCharacterLike),
                .slice(let items, _) where unlabeled && items.allSatisfy(\.isCharacterLike):
                return .string(items.map { interpreter.descriptions.describe($0) }.joined())
            default: break
            }
            // A program's own sequence of characters (`String(text.lazy.filter(\.isLetter))`): its
            // characters, asked for one at a time.
            if unlabeled, let type = interpreter.typeInfo(of: subject), type.isScriptSequence,
                !type.conforms(to: "LosslessStringConvertible")
            {
                let items = try interpreter.elements(of: subject, pos: pos)
                if items.allSatisfy(\.isCharacterLike) {
                    return .string(items.map { interpreter.descriptions.describe($0) }.joined())
                }
            }
            try interpreter.descriptions.refuseUnprintableTypeNames(in: subject, debug: false, at: pos)
            return .string(interpreter.descriptions.plainDescription(subject))
        }
        return .string("")
    }

    /// `String(format:)`: each conversion is formatted on its own with a value of the
    /// matching type (a mismatched C vararg would read garbage).
    private func formatString(_ format: String, _ values: [Value], pos: SourcePos) throws -> String {
        var out = ""
        var chars = Array(format)
        var index = 0
        var argument = 0
        chars.append("\0")
        while index < chars.count - 1 {
            let character = chars[index]
            guard character == "%" else {
                out.append(character)
                index += 1
                continue
            }
            var spec = "%"
            index += 1
            while index < chars.count - 1, "0123456789.-+ #lh".contains(chars[index]) {
                spec.append(chars[index])
                index += 1
            }
            let conversion = chars[index]
            index += 1
            if conversion == "%" {
                out.append("%")
                continue
            }
            guard argument < values.count else {
                throw ScriptError.runtime("String(format:) has more conversions than arguments", at: pos)
            }
            let value = values[argument]
            argument += 1
            switch conversion {
            case "d", "i", "x", "X", "o":
                guard case .int(let integer) = value else {
                    throw ScriptError.runtime(
                        "String(format:): '%\(conversion)' needs an Int, got \(interpreter.descriptions.typeName(of: value))",
                        at: pos)
                }
                // The spec as written: `%d` reads 32 bits of an `Int` in compiled Swift too (Foundation's
                // own formatter, here and there), `%ld` all 64.
                out += String(format: spec + String(conversion), integer)
            case "f", "F", "e", "E", "g", "G":
                guard let number = interpreter.asDouble(value) else {
                    throw ScriptError.runtime(
                        "String(format:): '%\(conversion)' needs a Double, got \(interpreter.descriptions.typeName(of: value))",
                        at: pos)
                }
                out += String(format: spec + String(conversion), number)
            case "@":
                out += interpreter.descriptions.describe(value)
            default:
                throw ScriptError.runtime(
                    "String(format:): the conversion '%\(conversion)' is not supported in the workbook", at: pos)
            }
        }
        return out
    }
}

extension Value {
    /// A `Character`, or a string of exactly one: what a `Character`-typed literal can be held as.
    fileprivate var isCharacterLike: Bool {
        switch self {
        case .character: true
        case .string(let text): text.count == 1
        default: false
        }
    }
}
