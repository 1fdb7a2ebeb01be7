// `array.split(separator:maxSplits:omittingEmptySubsequences:)` and
// `split(maxSplits:omittingEmptySubsequences:whereSeparator:)`: each part is an `ArraySlice`
// keeping the array's indices, as in Swift. The parts are found by Swift's own `split` over
// the elements, so where the splits fall matches it exactly.

import ScriptFrontEnd

extension Interpreter {
    func splitArray(_ items: [Value], _ args: [Value], labels: [String?], pos: SourcePos) throws -> Value {
        var maxSplits = Int.max
        var omitting = true
        var separator: Value? = nil
        var predicate: Value? = nil
        for (label, value) in zip(labels, args) {
            switch (label, value) {
            case ("separator"?, _): separator = value
            case ("maxSplits"?, .int(let limit)):
                // Swift traps on a negative limit rather than treating it as zero.
                guard limit >= 0 else {
                    throw ScriptError.runtime("Fatal error: Must take zero or more splits", at: pos)
                }
                maxSplits = limit
            case ("omittingEmptySubsequences"?, .bool(let flag)): omitting = flag
            case ("whereSeparator"?, _), (nil, .function): predicate = value
            default:
                throw ScriptError.compile("no exact matches in call to instance method 'split'", at: pos)
            }
        }
        guard separator != nil || predicate != nil else {
            throw ScriptError.compile("no exact matches in call to instance method 'split'", at: pos)
        }
        // The predicate is a script closure that may throw; its first error ends the split.
        var failure: Error? = nil
        let parts = items.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) { candidate in
            if let separator { return valuesEqual(candidate, separator) }
            guard let predicate, failure == nil else { return false }
            do { return try bool(try call1(predicate, candidate, pos: pos), pos: pos) } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return .array(parts.map { .slice(Array($0), startIndex: $0.startIndex) })
    }
}
