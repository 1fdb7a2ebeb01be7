// `array.split(separator:maxSplits:omittingEmptySubsequences:)` and
// `split(maxSplits:omittingEmptySubsequences:whereSeparator:)`: each part is an `ArraySlice`
// keeping the array's indices, as in Swift. The parts are found by Swift's own `split` over
// the elements, so where the splits fall matches it exactly.

import ScriptFrontEnd

extension CollectionLibrary {
    func splitArray(_ items: [Value], _ args: [Value], labels: [String?], pos: SourcePos) throws -> Value {
        let arguments = try SplitArguments(args, labels: labels, pos: pos)
        let predicate = SplitPredicate<Value> { [unowned self] candidate in
            if let separator = arguments.separator { return valuesEqual(candidate, separator) }
            return try interpreter.bool(try interpreter.call1(arguments.predicate!, candidate, pos: pos), pos: pos)
        }
        let parts = items.split(
            maxSplits: try arguments.elementLimit(at: pos),
            omittingEmptySubsequences: arguments.omittingEmptySubsequences, whereSeparator: predicate.callAsFunction)
        return .array(try predicate.rethrowing(parts).map { .slice(Array($0), startIndex: $0.startIndex) })
    }
}
