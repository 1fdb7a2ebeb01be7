// The properties of Int ranges, bounded or one-sided: count, isEmpty, first, last, lowerBound,
// upperBound (a bounded range reaches them through the builtin member table, RangeMembers.swift).

import ScriptFrontEnd

extension CollectionLibrary {
    /// `value.name` for an Int range's properties; nil for any other value or name.
    func collectionProperty(_ value: Value, _ name: String, pos: SourcePos) throws -> Value? {
        switch (value, name) {
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
