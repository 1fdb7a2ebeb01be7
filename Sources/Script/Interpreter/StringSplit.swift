// `split(separator:maxSplits:omittingEmptySubsequences:)`, with a character or a string as the
// separator, and `split(whereSeparator:)`. Each part is a substring of the string, with its
// indices (Interpreter/Substrings.swift).

extension Interpreter {
    func splitString(_ s: String, _ args: [Value], labels: [String?], pos: SourcePos) throws -> Value {
        var maxSplits = Int.max
        var omitting = true
        var separator: String? = nil
        var predicate: Value? = nil
        for (label, value) in zip(labels, args) {
            switch (label, value) {
            case ("separator"?, .character(let c)): separator = String(c)
            case ("separator"?, .string(let t)) where !t.isEmpty: separator = t
            case ("maxSplits"?, .int(let n)): maxSplits = max(0, n)
            case ("omittingEmptySubsequences"?, .bool(let b)): omitting = b
            case ("whereSeparator"?, _), (nil, .function): predicate = value
            default:
                throw ScriptError.compile("no exact matches in call to instance method 'split'", at: pos)
            }
        }
        let parts: [Substring]
        if let separator, separator.count > 1 {
            parts = s.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
        } else {
            let character = separator?.first
            var failure: Error? = nil
            parts = s.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) { c in
                if let character { return c == character }
                guard let predicate, failure == nil else { return false }
                do { return try bool(try call1(predicate, .character(c), pos: pos), pos: pos) } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
        }
        var offset = 0
        var scanned = s.startIndex
        return .array(
            parts.map { part in
                offset += s.distance(from: scanned, to: part.startIndex)
                scanned = part.startIndex
                return .substring(String(part), startIndex: offset)
            })
    }
}
