// `Substring` keeps its base string's indices, as in Swift: `s.dropFirst(6).startIndex` is
// the index 6 of `s`, `s[sub.startIndex]` reads the base, the substring is subscripted with
// the base's indices, and `String(sub)` starts over at 0. Every other operation sees the
// substring's text as a string.

import ScriptFrontEnd

extension Value {
    /// A substring's text as a plain string; any other value as it is.
    var droppingSubstring: Value {
        if case .substring(let text, _) = self { return .string(text) }
        return self
    }

    /// A collection whose elements (or keys and values) may be substrings: `[Substring]`,
    /// `Set<Substring>`, `[String: Substring]` keep what is appended or inserted as it is.
    var storesSubstrings: Bool {
        switch self {
        case .array, .slice, .set, .dictionary: return true
        default: return false
        }
    }

    var isSubstring: Bool {
        if case .substring = self { return true }
        return false
    }
}

extension StringLibrary {
    func substringProperty(_ text: String, _ start: StringPosition, _ name: String, pos: SourcePos) throws -> Value {
        if let index = stringIndexProperty(text, name, from: start) { return index }
        return try interpreter.builtins.builtinProperty(.string(text), name, pos: pos)
    }

    /// A method of a substring: index arithmetic in the base's indices, everything else on its
    /// text (a mutating method writes the text back; `removeFirst` moves the start).
    func substringMethod(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        guard case .substring(let text, let start) = receiver else { return .void }
        if let result = try stringIndexMethod(text, name, args, labels: labels, pos: pos, from: start) {
            return result
        }
        var string = Value.string(text)
        let result = try interpreter.builtins.callBuiltinMethod(&string, name, args, labels: labels, pos: pos)
        if case .string(let changed) = string, changed != text {
            let shift = name == "removeFirst" ? text.count - changed.count : 0
            receiver = .substring(
                changed, startIndex: shift == 0 ? start : StringPosition(start.offset + shift, in: text, from: start))
        }
        if case .substring(let kept, let offset) = result {
            return .substring(kept, startIndex: rebased(offset, from: start))
        }
        return result
    }

    /// `sub[i]`, `sub[i..<j]` with the base's indices.
    func substringSubscript(_ text: String, _ start: StringPosition, _ index: Value, pos: SourcePos) throws -> Value {
        try stringSubscript(text, index, pos: pos, from: start)
    }

    /// A position in `text` (counted from the text's own start) as a position in its base, where `text` starts at `start`.
    private func rebased(_ local: StringPosition, from start: StringPosition) -> StringPosition {
        local.isStart
            ? start : StringPosition(offset: start.offset + local.offset, utf8: start.utf8 + local.utf8, isStart: false)
    }
}
