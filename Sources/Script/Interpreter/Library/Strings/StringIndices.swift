// `String.Index` is its own type, as in Swift: `startIndex`, `firstIndex(of:)`,
// `index(after:)` … give one, a string is subscripted with one or a range of them, and an
// `Int` subscript stays refused. At run time it counts characters from the string's start.
// A substring keeps its base's indices (Library/Strings/Substrings.swift).

import Foundation
import ScriptFrontEnd

extension StringLibrary {
    func stringIndexProperty(_ text: String, _ name: String) -> Value? {
        switch name {
        case "startIndex": return .stringIndex(0)
        case "endIndex": return .stringIndex(text.count)
        case "indices": return .array((0..<text.count).map { .stringIndex($0) })
        default: return nil
        }
    }

    /// The String methods that take or give indices; nil for every other method.
    func stringIndexMethod(
        _ text: String, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value? {
        func offset(_ value: Value?) throws -> Int {
            guard case .stringIndex(let position)? = value else {
                throw ScriptError.cannotRun(
                    "a string index given as a value of type '\(value.map { interpreter.descriptions.typeName(of: $0) } ?? "()")'",
                    at: pos)
            }
            guard position >= 0 && position <= text.count else {
                throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos)
            }
            return position
        }
        switch (name, labels.first ?? nil) {
        case ("index", "after"):
            let position = try offset(args.first)
            guard position < text.count else {
                throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos)
            }
            return .stringIndex(position + 1)
        case ("index", "before"):
            let position = try offset(args.first)
            guard position > 0 else { throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos) }
            return .stringIndex(position - 1)
        case ("index", nil) where labels.count >= 2 && labels[1] == "offsetBy":
            let position = try offset(args.first)
            guard case .int(let distance) = args[1] else { return nil }
            let target = position + distance
            if labels.count == 3, labels[2] == "limitedBy" {
                let limit = try offset(args[2])
                if distance >= 0 ? (position <= limit && target > limit) : (position >= limit && target < limit) {
                    return .optional(nil)
                }
                return .optional(.stringIndex(target))
            }
            guard target >= 0 && target <= text.count else {
                throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos)
            }
            return .stringIndex(target)
        case ("range", "of") where labels.count == 1 && interpreter.registry.foundationImported:
            // Foundation's `range(of:)`: the first occurrence, as a range of this string's indices.
            guard case .string(let target)? = args.first else { return nil }
            guard let found = text.range(of: target) else { return .optional(nil) }
            let lower = text.distance(from: text.startIndex, to: found.lowerBound)
            let upper = text.distance(from: text.startIndex, to: found.upperBound)
            let range = BoundsRange(lower: .stringIndex(lower), upper: .stringIndex(upper), closed: false)
            return .optional(.boundsRange(range))
        case ("distance", "from"):
            return .int(try offset(args.last) - offset(args.first))
        case ("firstIndex", _), ("lastIndex", _):
            var characters = Value.array(text.map { .character($0) })
            let found = try interpreter.builtins.callBuiltinMethod(&characters, name, args, labels: labels, pos: pos)
            if case .optional(.int(let position)?) = found { return .optional(.stringIndex(position)) }
            return found
        default:
            return nil
        }
    }

    /// `s[i]`, `s[i..<j]`, `s[i...]`, `s[..<j]` with string indices.
    func stringSubscript(_ text: String, _ index: Value, pos: SourcePos) throws -> Value {
        let characters = Array(text)
        func bound(_ value: Value, sentinel: Int) throws -> Int? {
            switch value {
            case .stringIndex(let position): return position
            case .int(let position) where position == sentinel: return nil
            default:
                throw ScriptError.cannotRun("a String subscripted by an Int (a String.Index is needed)", at: pos)
            }
        }
        switch index {
        case .stringIndex(let position):
            guard position >= 0 && position < characters.count else {
                throw ScriptError.runtime("Fatal error: String index is out of bounds", at: pos)
            }
            return .character(characters[position])
        case .boundsRange(let range):
            let lower = try bound(range.lower, sentinel: Int.min) ?? 0
            let upper = try bound(range.upper, sentinel: Int.max).map { range.closed ? $0 + 1 : $0 } ?? characters.count
            guard lower >= 0, upper <= characters.count, lower <= upper else {
                throw ScriptError.runtime("Fatal error: String index range is out of bounds", at: pos)
            }
            return .substring(String(characters[lower..<upper]), startIndex: lower)
        default:
            throw ScriptError.cannotRun("a String subscripted by an Int (a String.Index is needed)", at: pos)
        }
    }
}
