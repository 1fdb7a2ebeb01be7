// `String.Index` is its own type, as in Swift: `startIndex`, `firstIndex(of:)`,
// `index(after:)` … give one, a string is subscripted with one or a range of them, and an
// `Int` subscript stays refused. At run time it is a `StringPosition` (characters from the
// string's start, and UTF-8 code units for printing). A substring keeps its base's indices:
// these functions take the text and where it starts in its base (`.start` for a string).

import Foundation
import ScriptFrontEnd

extension StringLibrary {
    func stringIndexProperty(_ text: String, _ name: String, from base: StringPosition = .start) -> Value? {
        switch name {
        case "startIndex": return .stringIndex(base)
        case "endIndex": return .stringIndex(StringPosition(base.offset + text.count, in: text, from: base))
        case "indices": return .array(positions(of: text, from: base).map { .stringIndex($0) })
        default: return nil
        }
    }

    /// Every character's position in `text`, the first being `base` itself (Swift's `indices`).
    private func positions(of text: String, from base: StringPosition) -> [StringPosition] {
        var utf8 = base.utf8
        return text.enumerated().map { offset, character in
            defer { utf8 += Int32(character.utf8.count) }
            return offset == 0 ? base : StringPosition(offset: base.offset + offset, utf8: utf8, isStart: false)
        }
    }

    /// The String methods that take or give indices; nil for every other method.
    func stringIndexMethod(
        _ text: String, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos,
        from base: StringPosition = .start
    ) throws -> Value? {
        /// The index `value` holds, checked to be within the text (`local` counts from its start).
        func index(_ value: Value?) throws -> (position: StringPosition, local: Int) {
            guard case .stringIndex(let position)? = value else {
                throw ScriptError.cannotRun(
                    "a string index given as a value of type '\(value.map { interpreter.descriptions.typeName(of: $0) } ?? "()")'",
                    at: pos)
            }
            let local = position.offset - base.offset
            guard local >= 0 && local <= text.count else {
                throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos)
            }
            return (position, local)
        }
        func moved(_ local: Int) -> Value { .stringIndex(StringPosition(base.offset + local, in: text, from: base)) }
        switch (name, labels.first ?? nil) {
        case ("index", "after"):
            let local = try index(args.first).local
            guard local < text.count else {
                throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos)
            }
            return moved(local + 1)
        case ("index", "before"):
            let local = try index(args.first).local
            guard local > 0 else { throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos) }
            return moved(local - 1)
        case ("index", nil) where labels.count >= 2 && labels[1] == "offsetBy":
            let (position, local) = try index(args.first)
            guard case .int(let distance) = args[1] else { return nil }
            let target = local + distance
            // Not moving gives the index itself (a start stays `0[any]`).
            let result = distance == 0 ? .stringIndex(position) : moved(target)
            if labels.count == 3, labels[2] == "limitedBy" {
                let limit = try index(args[2]).local
                if distance >= 0 ? (local <= limit && target > limit) : (local >= limit && target < limit) {
                    return .optional(nil)
                }
                return .optional(result)
            }
            guard target >= 0 && target <= text.count else {
                throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos)
            }
            return result
        case ("range", "of") where labels.count == 1 && interpreter.registry.foundationImported:
            // Foundation's `range(of:)`: the first occurrence, as a range of this string's indices.
            guard case .string(let target)? = args.first else { return nil }
            guard let found = text.range(of: target) else { return .optional(nil) }
            let lower = text.distance(from: text.startIndex, to: found.lowerBound)
            let upper = text.distance(from: text.startIndex, to: found.upperBound)
            let range = BoundsRange(
                lower: lower == 0 ? .stringIndex(base) : moved(lower), upper: moved(upper), closed: false)
            return .optional(.boundsRange(range))
        case ("distance", "from"):
            return .int(try index(args.last).local - index(args.first).local)
        case ("firstIndex", _), ("lastIndex", _):
            var characters = Value.array(text.map { .character($0) })
            let found = try interpreter.builtins.callBuiltinMethod(&characters, name, args, labels: labels, pos: pos)
            // A forward search starts from the start index itself; a backward one reaches 0 by moving.
            if case .optional(.int(let local)?) = found {
                return .optional(local == 0 && name == "firstIndex" ? .stringIndex(base) : moved(local))
            }
            return found
        default:
            return nil
        }
    }

    /// `s[i]`, `s[i..<j]`, `s[i...]`, `s[..<j]` with string indices (of the base, for a substring
    /// that starts at `base`): a range gives a substring that starts at its lower bound.
    func stringSubscript(
        _ text: String, _ index: Value, pos: SourcePos, from base: StringPosition = .start
    ) throws
        -> Value
    {
        let characters = Array(text)
        func bound(_ value: Value, sentinel: Int) throws -> StringPosition? {
            switch value {
            case .stringIndex(let position): return position
            case .int(let position) where position == sentinel: return nil
            default:
                throw ScriptError.cannotRun("a String subscripted by an Int (a String.Index is needed)", at: pos)
            }
        }
        switch index {
        case .stringIndex(let position):
            let local = position.offset - base.offset
            guard local >= 0 && local < characters.count else {
                throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos)
            }
            return .character(characters[local])
        case .boundsRange(let range):
            let start = try bound(range.lower, sentinel: Int.min) ?? base
            let lower = start.offset - base.offset
            let upper =
                try bound(range.upper, sentinel: Int.max).map { $0.offset - base.offset + (range.closed ? 1 : 0) }
                ?? characters.count
            guard lower >= 0, upper <= characters.count, lower <= upper else {
                throw ScriptError.runtime("Fatal error: String index range is out of bounds", at: pos)
            }
            return .substring(String(characters[lower..<upper]), startIndex: start)
        default:
            throw ScriptError.cannotRun("a String subscripted by an Int (a String.Index is needed)", at: pos)
        }
    }
}
