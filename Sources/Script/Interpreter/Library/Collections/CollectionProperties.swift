// The properties of arrays, sets, dictionaries and Int ranges: count, isEmpty, first, last,
// indices, keys, values, lowerBound … (`countOrIsEmpty` answers the most read first).

import ScriptFrontEnd

extension CollectionLibrary {
    /// `value.name` for a collection's properties; nil when `value` is no array, set,
    /// dictionary or Int range, or `name` none of its properties.
    func collectionProperty(_ value: Value, _ name: String, pos: SourcePos) throws -> Value? {
        switch (value, name) {
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return .optional(items.first)
        case (.array(let items), "last"): return .optional(items.last)
        case (.array(let items), "indices"): return .range(0, items.count, closed: false)
        case (.array, "startIndex"): return .int(0)
        case (.array(let items), "endIndex"): return .int(items.count)
        case (.set(let set), "count"): return .int(set.count)
        case (.set(let set), "isEmpty"): return .bool(set.count == 0)
        case (.set(let set), "first"): return .optional(set.elements.first)
        case (.dictionary(let dictionary), "count"): return .int(dictionary.count)
        case (.dictionary(let dictionary), "isEmpty"): return .bool(dictionary.count == 0)
        case (.dictionary(let dictionary), "keys"): return .array(dictionary.keys)
        case (.dictionary(let dictionary), "values"): return .array(dictionary.values)
        case (.dictionary(let dictionary), "first"):
            return .optional(dictionary.keys.first.map { .tuple([$0, dictionary[$0]!], ["key", "value"]) })
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
