// The mutating String methods that take a `String.Index`: `insert(_:at:)`,
// `insert(contentsOf:at:)`, `remove(at:)`, `removeSubrange(_:)`, `replaceSubrange(_:with:)`
// (an index counts characters from the start).

import ScriptFrontEnd

extension StringLibrary {
    /// The result of one of these methods on a string receiver, changed in place; nil for others.
    func stringIndexMutation(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value? {
        if name == "removeSubrange" || name == "replaceSubrange" {
            return try stringSubrangeMutation(&receiver, name, args, pos: pos)
        }
        guard case .string(var text) = receiver, ["insert", "remove"].contains(name),
            case .stringIndex(let position)? = args.last
        else { return nil }
        let offset = position.offset
        let isInsert = name == "insert"
        guard offset >= 0, isInsert ? offset <= text.count : offset < text.count else {
            throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos)
        }
        let index = text.index(text.startIndex, offsetBy: offset)
        switch (name, labels) {
        case ("insert", [nil, "at"]), ("insert", ["contentsOf", "at"]):
            let inserted: String
            switch args.first {
            case .character(let character)?: inserted = String(character)
            case .string(let string)?: inserted = string
            default: return nil
            }
            try interpreter.memory.ensureStringFits(text.utf8.count + inserted.utf8.count, at: pos)
            receiver = .void  // one reference to the text while it changes
            text.insert(contentsOf: inserted, at: index)
            receiver = .string(text)
            return .void
        case ("remove", ["at"]):
            receiver = .void
            let removed = text.remove(at: index)
            receiver = .string(text)
            return .character(removed)
        default: return nil
        }
    }

    /// `removeSubrange(range)`, `replaceSubrange(range, with: text)` over a range of string indices.
    private func stringSubrangeMutation(
        _ receiver: inout Value, _ name: String, _ args: [Value], pos: SourcePos
    ) throws -> Value? {
        guard case .string(var text) = receiver, case .boundsRange(let range)? = args.first,
            case .stringIndex(let lowerPosition) = range.lower, case .stringIndex(let upperPosition) = range.upper
        else { return nil }
        let lower = lowerPosition.offset
        var upper = upperPosition.offset
        if range.closed { upper += 1 }
        guard lower >= 0, lower <= upper, upper <= text.count else {
            throw ScriptError.runtime("Fatal error: String index range is out of bounds", at: pos)
        }
        var replacement = ""
        if name == "replaceSubrange" {
            switch args.dropFirst().first {
            case .string(let string)?: replacement = string
            case .character(let character)?: replacement = String(character)
            default: return nil
            }
        }
        try interpreter.memory.ensureStringFits(text.utf8.count + replacement.utf8.count, at: pos)
        let start = text.index(text.startIndex, offsetBy: lower)
        let end = text.index(start, offsetBy: upper - lower)
        receiver = .void  // one reference to the text while it changes
        text.replaceSubrange(start..<end, with: replacement)
        receiver = .string(text)
        return .void
    }
}
