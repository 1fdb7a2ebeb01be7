// `split(separator:maxSplits:omittingEmptySubsequences:)`, with a character or a string as the
// separator, and `split(whereSeparator:)`. Each part is a substring of the string, with its
// indices (Interpreter/Substrings.swift).

import ScriptFrontEnd

extension Interpreter {
    func splitString(_ text: String, _ args: [Value], labels: [String?], pos: SourcePos) throws -> Value {
        var maxSplits = Int.max
        var omitting = true
        var separator: String? = nil
        var predicate: Value? = nil
        for (label, value) in zip(labels, args) {
            switch (label, value) {
            case ("separator"?, .character(let separatorCharacter)): separator = String(separatorCharacter)
            case ("separator"?, .string(let separatorText)) where !separatorText.isEmpty: separator = separatorText
            case ("maxSplits"?, .int(let limit)): maxSplits = max(0, limit)
            case ("omittingEmptySubsequences"?, .bool(let flag)): omitting = flag
            case ("whereSeparator"?, _), (nil, .function): predicate = value
            default:
                throw ScriptError.compile("no exact matches in call to instance method 'split'", at: pos)
            }
        }
        let parts: [Substring]
        if let separator, separator.count > 1 {
            parts = text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
        } else {
            let character = separator?.first
            var failure: Error? = nil
            parts = text.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) { candidate in
                if let character { return candidate == character }
                guard let predicate, failure == nil else { return false }
                do { return try bool(try call1(predicate, .character(candidate), pos: pos), pos: pos) } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
        }
        var offset = 0
        var scanned = text.startIndex
        return .array(
            parts.map { part in
                offset += text.distance(from: scanned, to: part.startIndex)
                scanned = part.startIndex
                return .substring(String(part), startIndex: offset)
            })
    }
}
