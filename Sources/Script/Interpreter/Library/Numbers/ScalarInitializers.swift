// `Int(…)`, `Double(…)` and `Bool(…)` unlabelled (and `Int(exactly:)`, `Int(_:radix:)` through
// IntegerInitializers.swift): conversions from numbers, text and truth values.

import ScriptFrontEnd

extension NumberLibrary {
    /// `name(args)` for Int, Double and Bool; nil when the arguments are none it converts.
    func scalarInitializer(
        _ name: String, _ argumentValues: [Value], _ labels: [String?], pos: SourcePos
    ) throws -> Value? {
        let first = argumentValues.first
        switch name {
        case "Int":
            if let converted = try integerWithLabels(argumentValues, labels, pos: pos) { return converted }
            switch first {
            case .int(let integer)?: return .int(integer)
            case .double(let double)?:
                if let failure = NumericConversion.failureConvertingToInt(double) {
                    throw ScriptError.runtime(failure, at: pos)
                }
                return .int(Int(double))
            case .string(let text)?: return .optional(Int(text).map { .int($0) })
            case .character(let character)?: return .optional(Int(String(character)).map { .int($0) })
            case .bool(let flag)?: return .int(flag ? 1 : 0)
            default: break
            }
        case "Double":
            switch first {
            case .int(let integer)?: return .double(Double(integer))
            case .double(let double)?: return .double(double)
            case .string(let text)?: return .optional(Double(text).map { .double($0) })
            default: break
            }
        case "Bool":
            if case .string(let text)? = first {
                return .optional(text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil)
            }
            if case .bool(let flag)? = first { return .bool(flag) }
        default: break
        }
        return nil
    }
}
