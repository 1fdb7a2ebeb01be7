// The properties of arrays and Int ranges: count, isEmpty, first, last, indices, lowerBound …
// (`countOrIsEmpty` answers the most read first; sets' and dictionaries' are in the builtin
// member table).

import ScriptFrontEnd

extension CollectionLibrary {
    /// `value.name` for an array's or Int range's properties; nil for any other value or name.
    func collectionProperty(_ value: Value, _ name: String, pos: SourcePos) throws -> Value? {
        switch (value, name) {
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return .optional(items.first)
        case (.array(let items), "last"): return .optional(items.last)
        case (.array(let items), "indices"): return .range(0, items.count, closed: false)
        case (.array, "startIndex"): return .int(0)
        case (.array(let items), "endIndex"): return .int(items.count)
        case (.range(let lower, let upper, let closed), "count"):
            let (span, spanOverflows) = upper.subtractingReportingOverflow(lower)
            let (count, countOverflows) = closed ? span.addingReportingOverflow(1) : (span, false)
            if spanOverflows || countOverflows {
                throw ScriptError.runtime(
                    "Fatal error: Range requires lowerBound <= upperBound and a count that fits in Int", at: pos)
            }
            return .int(max(0, count))
        case (.range(let lower, let upper, let closed), "isEmpty"): return .bool(closed ? false : lower == upper)
        case (.range(let lower, _, _), "lowerBound"): return .int(lower)
        case (.range(_, let upper, _), "upperBound"): return .int(upper)
        case (.range(let lower, let upper, let closed), "first"):
            return .optional((closed ? lower <= upper : lower < upper) ? .int(lower) : nil)
        case (.range(let lower, let upper, let closed), "last"):
            return .optional((closed ? lower <= upper : lower < upper) ? .int(closed ? upper : upper - 1) : nil)
        default: return nil
        }
    }
}
