// `zip(1..., names)`: Swift's zip stops at the shorter sequence, so a one-sided range (which
// the interpreter holds as `Int.max` elements) must be cut to the other's length before it
// is turned into elements.

import ScriptFrontEnd

extension CollectionLibrary {
    /// The two sequences `zip` pairs up, an integer range cut to the other sequence's length.
    func zipElements(_ first: Value, _ second: Value, pos: SourcePos) throws -> ([Value], [Value]) {
        switch (first, second) {
        case (.range(let lower, let upper, let closed), .range(let otherLower, let otherUpper, let otherClosed)):
            let count = Swift.min(
                Self.rangeCount(lower, upper, closed: closed),
                Self.rangeCount(otherLower, otherUpper, closed: otherClosed))
            return (
                try elements(ofRange: first, atMost: count, pos: pos),
                try elements(ofRange: second, atMost: count, pos: pos)
            )
        case (.range, let other) where !other.isIntegerRange:
            let others = try interpreter.elements(of: other, pos: pos)
            return (try elements(ofRange: first, atMost: others.count, pos: pos), others)
        case (let other, .range) where !other.isIntegerRange:
            let others = try interpreter.elements(of: other, pos: pos)
            return (others, try elements(ofRange: second, atMost: others.count, pos: pos))
        default:
            return (try interpreter.elements(of: first, pos: pos), try interpreter.elements(of: second, pos: pos))
        }
    }

    /// How many integers a range holds (`Int.max` when there are more).
    private static func rangeCount(_ lower: Int, _ upper: Int, closed: Bool) -> Int {
        let end = closed ? upper : upper - 1
        if end < lower { return 0 }
        let (span, overflow) = end.subtractingReportingOverflow(lower)
        return overflow || span == .max ? .max : span + 1
    }

    /// The first `limit` elements of an integer range.
    private func elements(ofRange range: Value, atMost limit: Int, pos: SourcePos) throws -> [Value] {
        guard case .range(let lower, let upper, let closed) = range, limit > 0 else { return [] }
        let end = closed ? upper : upper - 1
        if end < lower { return [] }
        let (last, overflow) = lower.addingReportingOverflow(limit - 1)
        return try interpreter.elements(
            of: .range(lower, overflow ? end : Swift.min(end, last), closed: true), pos: pos)
    }
}

extension Value {
    fileprivate var isIntegerRange: Bool {
        if case .range = self { return true }
        return false
    }
}
