// The arguments every `split` takes, read once for arrays and strings alike:
// `split(separator:maxSplits:omittingEmptySubsequences:)` and
// `split(maxSplits:omittingEmptySubsequences:whereSeparator:)`.

import ScriptFrontEnd

struct SplitArguments {
    var maxSplits = Int.max
    var omittingEmptySubsequences = true
    var separator: Value? = nil
    var predicate: Value? = nil

    init(_ args: [Value], labels: [String?], pos: SourcePos) throws {
        for (label, value) in zip(labels, args) {
            switch (label, value) {
            case ("separator"?, _): separator = value
            case ("maxSplits"?, .int(let limit)): maxSplits = limit
            case ("omittingEmptySubsequences"?, .bool(let flag)): omittingEmptySubsequences = flag
            case ("whereSeparator"?, _), (nil, .function): predicate = value
            default: throw Self.noMatch(at: pos)
            }
        }
        guard separator != nil || predicate != nil else { throw Self.noMatch(at: pos) }
    }

    /// `Collection.split` traps on a negative limit rather than treating it as zero (swiftc's
    /// build does too); the interpreter must not reach Swift's own trap, which would end the session.
    func elementLimit(at pos: SourcePos) throws -> Int {
        guard maxSplits >= 0 else { throw ScriptError.runtime("Fatal error: Must take zero or more splits", at: pos) }
        return maxSplits
    }

    static func noMatch(at pos: SourcePos) -> ScriptError {
        ScriptError.cannotRun("'split' with these arguments", at: pos)
    }
}

/// A throwing test run inside Swift's non-throwing `split`: the first error is kept, later calls say no.
final class SplitPredicate<Element> {
    private let test: (Element) throws -> Bool
    private(set) var failure: Error? = nil

    init(_ test: @escaping (Element) throws -> Bool) { self.test = test }

    func callAsFunction(_ candidate: Element) -> Bool {
        guard failure == nil else { return false }
        do { return try test(candidate) } catch {
            failure = error
            return false
        }
    }

    func rethrowing<Result>(_ result: Result) throws -> Result {
        if let failure { throw failure }
        return result
    }
}
