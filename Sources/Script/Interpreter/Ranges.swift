// Ranges as values, in one place. An `Int` range is `.range(lower, upper, closed:)` (a `for`
// loop counts through it with nothing allocated per element); a range over `Double`, `Float`, sized
// integers, `String`, `Character`, `String.Index` or the program's own `Comparable` types (whose `<` decides) is
// `.boundsRange` (its two bounds). Everything a range answers
// is here for both: how it is made, its type's name, how it prints, `contains`, `~=` and
// `case` patterns, `clamped(to:)`, `lowerBound`, `upperBound`, `isEmpty`.

import ScriptFrontEnd

/// A range over bounds other than `Int` (`1.5..<3.0`, `"a"..."m"`, `i..<j` of string indices).
/// A one-sided range (`i...`, `..<j`) has the parser's `Int.max` / `Int.min` as its open end.
struct BoundsRange {
    var lower: Value
    var upper: Value
    var closed: Bool

    /// `Int8(1)...5`, `UInt16(2)..<6`: a range of sized integers is a `Collection`, as an `Int` range is.
    var isSizedIntegers: Bool {
        if case .fixedInteger = lower, case .fixedInteger = upper { return true }
        return false
    }
}

extension Interpreter {
    /// `lower..<upper` or `lower...upper`; Swift's trap when the bounds are out of order.
    func makeRange(_ op: String, _ lower: Value, _ written: Value, pos: SourcePos) throws -> Value {
        let closed = op == "..."
        if case .int(let low) = lower, case .int(let high) = written {
            if high < low { throw ScriptError.runtime("Fatal error: Range requires lowerBound <= upperBound", at: pos) }
            return .range(low, high, closed: closed)
        }
        var bound = written
        if closed, case .double = lower, case .double(let high) = written, high == Double(Int.max) {
            bound = .int(Int.max)  // `1.5...`: the open end, read as a Double beside a Double bound
        }
        if lower.isIntSentinel != bound.isIntSentinel {
            // `..."m"`, `1.5...`: one end is the parser's open end; there is no order to check.
            return .boundsRange(BoundsRange(lower: lower, upper: bound, closed: closed))
        }
        let (lower, upper) = (sizedBound(lower, like: bound), sizedBound(bound, like: lower))
        switch (lower, upper) {
        case (.double, _), (_, .double), (.string, _), (.character, _), (.float, _), (.fixedInteger, _):
            if try compareLess(upper, lower, pos: pos) {
                throw ScriptError.runtime("Fatal error: Range requires lowerBound <= upperBound", at: pos)
            }
        case (.stringIndex, _), (_, .stringIndex): break  // one end may be the open end's sentinel
        case _ where typeInfo(of: lower) != nil || typeInfo(of: upper) != nil:
            if !lower.isIntSentinel, !upper.isIntSentinel, try compareLess(upper, lower, pos: pos) {
                throw ScriptError.runtime("Fatal error: Range requires lowerBound <= upperBound", at: pos)
            }
        default:
            throw ScriptError.cannotRun("a range over '\(descriptions.typeName(of: lower))'", at: pos)
        }
        return .boundsRange(BoundsRange(lower: lower, upper: upper, closed: closed))
    }

    /// `Range<Int>`, `ClosedRange<Double>`, `Range<Index>` (as Swift prints a string-index range's type),
    /// `PartialRangeThrough<Int>` (`...5`), `PartialRangeUpTo<Int>` (`..<5`), `PartialRangeFrom<Int>` (`1...`).
    func rangeTypeName(_ value: Value) -> String? {
        guard let (kind, bound) = rangeKindAndBound(value) else { return nil }
        return kind + "<" + boundTypeName(bound, qualified: false) + ">"
    }

    /// `2..<5`, `a...m`; inside a collection or optional `Range(2..<5)`, `ClosedRange("a"..."m")`;
    /// a one-sided range as Swift reflects it: `PartialRangeFrom<Int>(lowerBound: 1)`, inside a
    /// collection `Swift.PartialRangeFrom<Swift.Int>(lowerBound: 1)`.
    func rangeDescription(_ value: Value, debug: Bool) -> String? {
        guard let (kind, bound) = rangeKindAndBound(value) else { return nil }
        if kind.hasPrefix("Partial") {
            let field = kind == "PartialRangeFrom" ? "lowerBound" : "upperBound"
            let prefix = debug ? "Swift." : ""
            return prefix + kind + "<" + boundTypeName(bound, qualified: debug) + ">(" + field + ": "
                + descriptions.describe(bound, debug: true) + ")"
        }
        let text: String
        switch value {
        case .range(let lower, let upper, let isClosed): text = "\(lower)\(isClosed ? "..." : "..<")\(upper)"
        case .boundsRange(let range):
            text =
                descriptions.describe(range.lower, debug: debug) + (range.closed ? "..." : "..<")
                + descriptions.describe(range.upper, debug: debug)
        default: return nil
        }
        return debug ? kind + "(" + text + ")" : text
    }

    /// The range's kind (`ClosedRange`, `PartialRangeUpTo`, …) and a bound that names its type.
    /// The parser writes a one-sided range's open end as `Int.min` (`...5`, `..<5`) or `Int.max` (`1...`).
    private func rangeKindAndBound(_ value: Value) -> (String, Value)? {
        let lower: Value
        let upper: Value
        let closed: Bool
        switch value {
        case .range(let low, let high, let isClosed): (lower, upper, closed) = (.int(low), .int(high), isClosed)
        case .boundsRange(let range): (lower, upper, closed) = (range.lower, range.upper, range.closed)
        default: return nil
        }
        if case .int(Int.min) = lower { return (closed ? "PartialRangeThrough" : "PartialRangeUpTo", upper) }
        if closed, case .int(Int.max) = upper { return ("PartialRangeFrom", lower) }
        return (closed ? "ClosedRange" : "Range", lower)
    }

    /// A bound's type as a range's generic argument: `Int`, `Index`; qualified, `Swift.Int`, `main.Version`.
    private func boundTypeName(_ bound: Value, qualified: Bool) -> String {
        switch bound {
        case .stringIndex: return qualified ? "Swift.String.Index" : "Index"
        case .structValue, .enumValue, .object:
            return qualified
                ? "\(sources.moduleName).\(descriptions.typeName(of: bound))" : descriptions.typeName(of: bound)
        default: return (qualified ? "Swift." : "") + descriptions.typeName(of: bound)
        }
    }

    /// Whether `range` holds `element` (`contains`, `~=`, a range in a `case` pattern); nil
    /// when `range` is no range.
    func rangeContains(_ range: Value, _ element: Value, pos: SourcePos) throws -> Bool? {
        switch range {
        case .range(let lower, let upper, let closed):
            switch element {
            case .int(let number): return number >= lower && (closed ? number <= upper : number < upper)
            // `case 0..<50` matching a sized integer or a Float: the literals take its type.
            case .fixedInteger(let number):
                let (low, high) = (Int128(lower), Int128(upper))
                return number.value >= low && (closed ? number.value <= high : number.value < high)
            case .float(let number):
                return number >= Float(lower) && (closed ? number <= Float(upper) : number < Float(upper))
            // `(0...30).contains(reading)` with a Double: Swift types the literal bounds as Doubles.
            case .double(let number):
                return number >= Double(lower) && (closed ? number <= Double(upper) : number < Double(upper))
            default: return false
            }
        case .boundsRange(let range):
            // A literal element takes the bounds' type, as Swift types it by context.
            var element = element
            switch (range.lower, element) {
            case (.character, .string(let text)) where text.count == 1: element = .character(text.first!)
            case (.double, .int(let number)): element = .double(Double(number))
            case (.float, _), (.fixedInteger, _): element = sizedBound(element, like: range.lower)
            case (.string, .character(let character)): element = .string(String(character))  // `case "A"..."C"`
            default: break
            }
            if !range.lower.isIntSentinel, try compareLess(element, range.lower, pos: pos) { return false }
            if range.upper.isIntSentinel { return true }
            return range.closed
                ? !(try compareLess(range.upper, element, pos: pos))
                : try compareLess(element, range.upper, pos: pos)
        default: return nil
        }
    }

    /// `lowerBound`, `upperBound`, `isEmpty` of a bounds range (`count`, `first`, `last` of one of
    /// sized integers); `contains` and `clamped(to:)` of
    /// any range (as functions, which the call then applies). Nil for any other name or value.
    func rangeProperty(_ value: Value, _ name: String, pos: SourcePos) throws -> Value? {
        if case .boundsRange(let range) = value {
            switch name {
            case "lowerBound": return range.lower
            case "upperBound": return range.upper
            case "isEmpty": return .bool(try !range.closed && !compareLess(range.lower, range.upper, pos: pos))
            case "count", "first", "last":
                guard case .fixedInteger(let lower) = range.lower, case .fixedInteger(let upper) = range.upper
                else { break }
                let end = range.closed ? upper.value : upper.value - 1
                let isEmpty = end < lower.value
                if name == "count" {
                    guard let count = Int(exactly: isEmpty ? 0 : end - lower.value + 1) else {
                        throw ScriptError.runtime("Fatal error: Not enough bits to represent the passed value", at: pos)
                    }
                    return .int(count)
                }
                let bound = name == "first" ? lower.value : end
                return .optional(isEmpty ? nil : .fixedInteger(FixedWidthNumber(kind: lower.kind, value: bound)))
            default: break
            }
        }
        guard rangeTypeName(value) != nil else { return nil }
        switch name {
        case "contains":
            return .function(
                Function(
                    .builtin { [unowned self] args, _ in
                        .bool(try self.rangeContains(value, try self.closureArg(args, pos: pos), pos: pos) ?? false)
                    }, name: name))
        case "clamped":
            return .function(
                Function(
                    .builtin { [unowned self] args, _ in
                        try self.clamped(value, to: try self.closureArg(args, pos: pos), pos: pos)
                    }, name: name))
        case "overlaps":
            return .function(
                Function(
                    .builtin { [unowned self] args, _ in
                        .bool(try self.overlaps(value, try self.closureArg(args, pos: pos), pos: pos))
                    }, name: name))
        default: return nil
        }
    }

    /// `range.overlaps(other)`, as Swift's: an empty half-open range overlaps nothing, and a
    /// half-open upper bound only touches what starts before it.
    func overlaps(_ value: Value, _ other: Value, pos: SourcePos) throws -> Bool {
        guard let (lower, upper, closed) = bounds(of: value),
            let (otherLower, otherUpper, otherClosed) = bounds(of: other)
        else { return false }
        func isEmpty(_ low: Value, _ high: Value, _ closed: Bool) throws -> Bool {
            try !closed && !compareLess(low, high, pos: pos)
        }
        if try isEmpty(lower, upper, closed) || isEmpty(otherLower, otherUpper, otherClosed) { return false }
        // Disjoint when one ends before the other starts (at its start, for a half-open end).
        let otherEndsFirst =
            try otherClosed ? compareLess(otherUpper, lower, pos: pos) : !compareLess(lower, otherUpper, pos: pos)
        let selfEndsFirst =
            try closed ? compareLess(upper, otherLower, pos: pos) : !compareLess(otherLower, upper, pos: pos)
        return !otherEndsFirst && !selfEndsFirst
    }

    /// `(5..<9)[6]` is 6, checked (a Range's indices are its elements); `(5..<9)[2..<4]` is `2..<4` and
    /// `(5..<9)[6...]` is `6..<9`, unchecked, as Swift's are.
    func rangeSubscript(_ range: Value, _ index: Value, pos: SourcePos) throws -> Value {
        guard let (lower, upper, _) = bounds(of: range) else { return range }
        if let (from, to, closed) = bounds(of: index) {
            let start = from.isIntSentinel ? lower : from
            var end = to.isIntSentinel && closed ? upper : to
            if closed, !(to.isIntSentinel) {
                switch end {
                case .int(let number): end = .int(number + 1)
                case .fixedInteger(let number):
                    end = .fixedInteger(FixedWidthNumber(kind: number.kind, value: number.value + 1))
                default: break
                }
            }
            if case .int(let low) = start, case .int(let high) = end { return .range(low, high, closed: false) }
            return .boundsRange(BoundsRange(lower: start, upper: end, closed: false))
        }
        guard try !compareLess(index, lower, pos: pos), try compareLess(index, upper, pos: pos) else {
            throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
        }
        return index
    }

    /// `range.clamped(to: limits)`: each bound moved inside `limits`, as Swift's.
    func clamped(_ value: Value, to limits: Value, pos: SourcePos) throws -> Value {
        guard let (lower, upper, closed) = bounds(of: value), let (low, high, _) = bounds(of: limits) else {
            return value
        }
        func clamp(_ bound: Value) throws -> Value {
            if try compareLess(bound, low, pos: pos) { return low }
            if try compareLess(high, bound, pos: pos) { return high }
            return bound
        }
        return try makeRange(closed ? "..." : "..<", try clamp(lower), try clamp(upper), pos: pos)
    }

    /// A range given a declared bound type (`let r: ClosedRange<Character> = "a"..."z"`).
    func coerceRangeBounds(_ value: Value, to bound: TypeRef, in env: Environment?) -> Value {
        guard let (lower, upper, closed) = bounds(of: value) else { return value }
        let newLower = lower.isIntSentinel ? lower : coerce(lower, to: bound, in: env)
        let newUpper = upper.isIntSentinel ? upper : coerce(upper, to: bound, in: env)
        if case .int(let low) = newLower, case .int(let high) = newUpper { return .range(low, high, closed: closed) }
        return .boundsRange(BoundsRange(lower: newLower, upper: newUpper, closed: closed))
    }

    /// A literal bound or element beside a sized integer or Float takes its type (`UInt8(1)...4`).
    private func sizedBound(_ value: Value, like other: Value) -> Value {
        switch (value, other) {
        case (.int, .fixedInteger(let number)): return numbers.numericCoercion(value, to: number.kind.name) ?? value
        case (.int, .float), (.double, .float): return numbers.numericCoercion(value, to: "Float") ?? value
        default: return value
        }
    }

    /// The most elements a range is walked for (`Array(r)`, a sequence method, a `for` loop's copy).
    static let largestRangeWalked = 50_000_000

    static func rangeTooLarge(_ count: String, at pos: SourcePos) -> ScriptError {
        ScriptError.stopped("execution stopped: a range of \(count) elements is too large for the workbook", at: pos)
    }

    /// The integers a `for` loop visits in a range of sized integers (`UInt8(0)..<4`); nil for other bounds.
    func sizedIntegerElements(_ range: BoundsRange, pos: SourcePos) throws -> [Value]? {
        guard case .fixedInteger(let lower) = range.lower, case .fixedInteger(let upper) = range.upper else {
            return nil
        }
        let end = range.closed ? upper.value : upper.value - 1
        guard lower.value <= end else { return [] }
        if end - lower.value > Self.largestRangeWalked { throw Self.rangeTooLarge("\(end - lower.value + 1)", at: pos) }
        return (lower.value...end).map { .fixedInteger(FixedWidthNumber(kind: lower.kind, value: $0)) }
    }

    private func bounds(of range: Value) -> (Value, Value, Bool)? {
        switch range {
        case .range(let lower, let upper, let closed): return (.int(lower), .int(upper), closed)
        case .boundsRange(let range): return (range.lower, range.upper, range.closed)
        default: return nil
        }
    }
}

extension Value {
    /// `5..<9`, `UInt8(3)..<7`: a `Range` whose indices are its elements.
    var isHalfOpenIntegerRange: Bool {
        switch self {
        case .range(_, _, closed: false): return true
        case .boundsRange(let range): return !range.closed && range.isSizedIntegers
        default: return false
        }
    }

    var isBoundsRange: Bool {
        if case .boundsRange = self { return true }
        return false
    }

    /// The open end of a one-sided string-index range.
    fileprivate var isIntSentinel: Bool {
        if case .int(let number) = self { return number == Int.max || number == Int.min }
        return false
    }
}
