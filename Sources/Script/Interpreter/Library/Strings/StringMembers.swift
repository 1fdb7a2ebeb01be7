// String's own members (the sequence methods every string shares are in SequenceMethods.swift,
// its indices in StringIndices.swift): count, first, utf8, utf16, unicodeScalars …; uppercased, hasPrefix, split,
// Foundation's components and trimmingCharacters …; and append and remove in place.

import Foundation
import ScriptFrontEnd

extension StringLibrary {
    /// `text.name` for String's own properties; nil for any other name.
    func stringProperty(_ text: String, _ name: String) -> Value? {
        switch name {
        case "count": return .int(text.count)
        case "isEmpty": return .bool(text.isEmpty)
        case "first": return .optional(text.first.map { .character($0) })
        case "last": return .optional(text.last.map { .character($0) })
        case "capitalized" where interpreter.registry.foundationImported: return .string(text.capitalized)
        // Code units are `UInt8`s (`UInt16`s for utf16), as in Swift: `&+` wraps, a sum past 255 traps.
        case "utf8":
            return .array(text.utf8.map { .fixedInteger(FixedWidthNumber(kind: .uint8, value: Int128($0))) })
        case "utf16":
            return .array(text.utf16.map { .fixedInteger(FixedWidthNumber(kind: .uint16, value: Int128($0))) })
        case "unicodeScalars": return .array(text.unicodeScalars.map { .unicodeScalar($0) })
        case "characters": return .array(text.map { .character($0) })
        default: return nil
        }
    }

    /// `text.unicodeScalars.append(s)`, `text.unicodeScalars = …`: the view is settable in Swift
    /// (a `RangeReplaceableCollection`), so a mutation of it rewrites the string; nil for any other
    /// receiver or property.
    func settingUnicodeScalars(of base: Value, _ name: String, to newValue: Value) -> Value? {
        guard name == "unicodeScalars", case .string = base, case .array(let items) = newValue else { return nil }
        var scalars = String.UnicodeScalarView()
        for item in items {
            switch item {
            case .unicodeScalar(let scalar): scalars.append(scalar)
            // A literal the view's method took as its element (`insert("Z", at: …)`): one scalar.
            case .string(let literal) where literal.unicodeScalars.count == 1:
                scalars.append(contentsOf: literal.unicodeScalars)
            default: return nil
            }
        }
        return .string(String(scalars))
    }

    /// `text.name(args)` for String's own non-mutating methods; nil for any other name, or
    /// arguments none of its forms take.
    func stringMethod(
        _ text: String, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value? {
        switch name {
        case "uppercased": return .string(text.uppercased())
        case "lowercased": return .string(text.lowercased())
        case "replacing":
            // The standard library's (Swift 5.7) replacing(_:with:), no Foundation needed.
            if args.count == 2, case .string(let target) = args[0], case .string(let replacement) = args[1],
                !target.isEmpty
            {
                return .string(text.replacing(target, with: replacement))
            }
        case "hasPrefix":
            if case .string(let prefix)? = args.first { return .bool(text.hasPrefix(prefix)) }
        case "hasSuffix":
            if case .string(let suffix)? = args.first { return .bool(text.hasSuffix(suffix)) }
        case "contains":
            switch args.first {
            case .string(let needle)? where needle.isEmpty:
                // The standard library's `contains` finds the empty string everywhere; Foundation's
                // `StringProtocol.contains`, which wins once it is imported, finds it nowhere.
                return .bool(!interpreter.registry.foundationImported)
            case .string(let needle)?: return .bool(text.contains(needle))
            case .character(let character)?: return .bool(text.contains(character))
            default: break
            }
        case "split": return try splitString(text, args, labels: labels, pos: pos)
        case "components":
            if case .string(let separator)? = args.first {
                return .array(text.components(separatedBy: separator).map { .string($0) })
            }
        case "replacingOccurrences":
            if args.count == 2, case .string(let target) = args[0], case .string(let replacement) = args[1] {
                return .string(text.replacingOccurrences(of: target, with: replacement))
            }
        case "trimmingCharacters":
            if case .native(let box)? = args.first, let set = box.object as? CharacterSetName {
                return .string(text.trimmingCharacters(in: set.characterSet))
            }
            return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case "padding":
            if args.count >= 2, case .int(let length) = args[0], case .string(let pad) = args[1] {
                return .string(text.padding(toLength: length, withPad: pad, startingAt: 0))
            }
        default: break
        }
        return nil
    }

    /// `receiver.name(args)` for String's mutating methods, in place (the string is taken out of
    /// `receiver` while it changes, so it stays uniquely referenced); nil when `receiver` is no
    /// string or `name` none of them.
    func stringMutatingMethod(_ receiver: inout Value, _ name: String, _ args: [Value], pos: SourcePos) throws -> Value?
    {
        guard case .string(var text) = receiver else { return nil }
        switch name {
        case "append":
            receiver = .void
            switch args.first {
            case .string(let appended)?:
                let total = text.utf8.count + appended.utf8.count
                if total > MemoryBudget.stringBytes {
                    receiver = .string(text)  // the receiver is kept as it was
                    try interpreter.memory.ensureStringFits(total, at: pos)
                }
                text += appended
            case .character(let character)?: text.append(character)
            default: break
            }
            receiver = .string(text)
            return .void
        case "removeAll":
            receiver = .void
            text.removeAll()
            receiver = .string(text)
            return .void
        case "removeLast", "removeFirst":
            guard !text.isEmpty else {
                throw ScriptError.runtime("Fatal error: Can't remove last element from an empty collection", at: pos)
            }
            receiver = .void
            let removed = name == "removeLast" ? text.removeLast() : text.removeFirst()
            receiver = .string(text)
            return .character(removed)
        default: return nil
        }
    }
}
