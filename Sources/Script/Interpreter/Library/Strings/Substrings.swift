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
    func substringProperty(_ text: String, _ start: Int, _ name: String, pos: SourcePos) throws -> Value {
        switch name {
        case "startIndex": return .stringIndex(start)
        case "endIndex": return .stringIndex(start + text.count)
        case "indices": return .array((start..<start + text.count).map { .stringIndex($0) })
        default: return try interpreter.builtins.builtinProperty(.string(text), name, pos: pos)
        }
    }

    /// A method of a substring: index arithmetic in the base's indices, everything else on its
    /// text (a mutating method writes the text back; `removeFirst` moves the start).
    func substringMethod(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        guard case .substring(let text, let start) = receiver else { return .void }
        let local = args.map { shifted($0, by: -start) }
        if let result = try stringIndexMethod(text, name, local, labels: labels, pos: pos) {
            return shifted(result, by: start)
        }
        var string = Value.string(text)
        let result = try interpreter.builtins.callBuiltinMethod(&string, name, args, labels: labels, pos: pos)
        if case .string(let changed) = string, changed != text {
            let shift = name == "removeFirst" ? text.count - changed.count : 0
            receiver = .substring(changed, startIndex: start + shift)
        }
        if case .substring(let kept, let offset) = result { return .substring(kept, startIndex: start + offset) }
        return result
    }

    /// `sub[i]`, `sub[i..<j]` with the base's indices.
    func substringSubscript(_ text: String, _ start: Int, _ index: Value, pos: SourcePos) throws -> Value {
        let local = shifted(index, by: -start)
        let result = try stringSubscript(text, local, pos: pos)
        if case .substring(let kept, let offset) = result { return .substring(kept, startIndex: start + offset) }
        return result
    }

    private func shifted(_ value: Value, by offset: Int) -> Value {
        switch value {
        case .stringIndex(let position): return .stringIndex(position + offset)
        case .optional(let inner?): return .optional(shifted(inner, by: offset))
        case .boundsRange(var range):
            // A range of indices; an open end is an Int sentinel, left as it is.
            range.lower = shifted(range.lower, by: offset)
            range.upper = shifted(range.upper, by: offset)
            return .boundsRange(range)
        default: return value
        }
    }
}
