// The methods every sequence shares (map, filter, reduce, sorted, prefix …), for arrays,
// sets, dictionaries, ranges and strings alike. The name picks the group once:
// transformations (SequenceTransformations.swift), searches (SequenceSearches.swift),
// ordering (SequenceOrdering.swift) and subsequences (Subsequences.swift).

import ScriptFrontEnd

extension SequenceLibrary {
    func sequenceMethod(
        _ receiver: Value, _ items: [Value], _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        let label0 = labels.first ?? nil
        let result: Value?
        switch name {
        case "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "enumerated", "joined", "makeIterator":
            result = try sequenceTransformation(receiver, items, name, args, label0: label0, pos: pos)
        case "contains", "allSatisfy", "first", "last", "firstIndex", "lastIndex", "count", "starts", "elementsEqual":
            result = try sequenceSearch(items, name, args, label0: label0, pos: pos)
        case "sorted", "reversed", "shuffled", "min", "max", "randomElement":
            result = try sequenceOrdering(receiver, items, name, args, pos: pos)
        case "prefix", "suffix", "drop", "dropFirst", "dropLast":
            result = try subsequenceMethod(receiver, items, name, args, label0: label0, pos: pos)
        default:
            result = nil
        }
        if let result { return result }
        throw ScriptError.cannotRun(member: name, of: interpreter.descriptions.typeName(of: receiver), at: pos)
    }

    static let subsequenceNames: Set<String> = ["prefix", "suffix", "drop", "dropFirst", "dropLast"]

    /// What `name` (filter, reversed, prefix …) returns when it keeps `resultItems` of the
    /// receiver's `items`: a string's own versions give strings or substrings, a slice's a
    /// slice, every other sequence's an array.
    func sequenceResult(_ receiver: Value, _ items: [Value], _ name: String, _ resultItems: [Value]) -> Value {
        if case .string = receiver,
            ["filter", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled", "drop"].contains(name)
        {
            // String's own versions of these return strings (or a String-like sequence).
            let text = String(
                resultItems.compactMap {
                    if case .character(let character) = $0 { return character }
                    return nil
                })
            switch name {
            // A prefix starts at the string's start itself; a suffix at an index counted from the
            // end, and `dropFirst(k)` at one moved k from the start (itself when k is 0).
            case "prefix", "dropLast": return .substring(text, startIndex: .start)
            case "suffix", "dropFirst", "drop":
                let dropped = items.count - resultItems.count
                if dropped == 0 && name != "suffix" { return .substring(text, startIndex: .start) }
                let base = String(items.compactMap { if case .character(let c) = $0 { return c } else { return nil } })
                return .substring(text, startIndex: StringPosition(dropped, in: base))
            default: return .string(text)
            }
        }
        if let slice = interpreter.collections.subsequence(of: receiver, items, resultItems, name) { return slice }
        if Self.subsequenceNames.contains(name), let range = halfOpenSubrange(of: receiver, resultItems, name) {
            return range
        }
        return .array(resultItems)
    }

    /// A Range is its own SubSequence: `(1..<5).prefix(2)` is `1..<3`, `(UInt8(3)..<7).suffix(2)` is
    /// `5..<7`. An empty one sits at the end it was cut from. Nil for any other receiver.
    private func halfOpenSubrange(of receiver: Value, _ resultItems: [Value], _ name: String) -> Value? {
        let keepsStart = name == "prefix" || name == "dropLast"
        switch receiver {
        case .range(let lower, let upper, closed: false):
            guard case .int(let first)? = resultItems.first, case .int(let last)? = resultItems.last else {
                let bound = keepsStart ? lower : upper
                return .range(bound, bound, closed: false)
            }
            return .range(first, last + 1, closed: false)
        case .boundsRange(let range) where !range.closed && range.isSizedIntegers:
            guard case .fixedInteger(let first)? = resultItems.first, case .fixedInteger(let last)? = resultItems.last
            else {
                let bound = keepsStart ? range.lower : range.upper
                return .boundsRange(BoundsRange(lower: bound, upper: bound, closed: false))
            }
            let end = FixedWidthNumber(kind: last.kind, value: last.value + 1)
            return .boundsRange(BoundsRange(lower: .fixedInteger(first), upper: .fixedInteger(end), closed: false))
        default: return nil
        }
    }
}
