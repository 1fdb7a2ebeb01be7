// `Int(exactly:)` and `Int(_:radix:)`, `String(_:radix:)`'s radix: the labelled integer
// conversions (`BuiltinInitializerCheck` refuses the labels this file does not handle).

import ScriptFrontEnd

extension NumberLibrary {
    /// `Int(exactly: x)` (nil unless x is a whole number Int can hold) and `Int(text, radix: r)`;
    /// nil when the labels are neither.
    func integerWithLabels(_ values: [Value], _ labels: [String?], pos: SourcePos) throws -> Value? {
        switch (labels, values.first) {
        case (["exactly"], .int(let whole)?): return .optional(.int(whole))
        case (["exactly"], .double(let number)?): return .optional(Int(exactly: number).map { .int($0) })
        case (["exactly"], .float(let number)?): return .optional(Int(exactly: number).map { .int($0) })
        case ([nil, "radix"], .string(let text)?):
            guard case .int(let radix) = values[1] else { return nil }
            return .optional(Int(text, radix: try checkedRadix(radix, pos)).map { .int($0) })
        default: return nil
        }
    }

    /// Swift traps on a radix outside 2...36; so does the workbook, instead of crashing itself.
    func checkedRadix(_ radix: Int, _ pos: SourcePos) throws -> Int {
        guard (2...36).contains(radix) else {
            throw ScriptError.runtime("Fatal error: Radix must be between 2 and 36", at: pos)
        }
        return radix
    }
}
