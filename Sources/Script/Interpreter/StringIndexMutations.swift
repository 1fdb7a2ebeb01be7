// The mutating String methods that take a `String.Index`: `insert(_:at:)`,
// `insert(contentsOf:at:)`, `remove(at:)` (an index counts characters from the start).

extension Interpreter {
    /// The result of one of these methods on a string receiver, changed in place; nil for others.
    func stringIndexMutation(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value? {
        guard case .string(var text) = receiver, ["insert", "remove"].contains(name),
            case .stringIndex(let offset)? = args.last
        else { return nil }
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
            try ensureStringFits(text.utf8.count + inserted.utf8.count, at: pos)
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
}
