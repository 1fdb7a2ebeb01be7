// Dictionary's own methods (the sequence methods every dictionary shares are in
// SequenceMethods.swift): removeValue, updateValue, removeAll and merge in place, and
// mapValues, compactMapValues, filter and merging, which return a new dictionary.

import ScriptFrontEnd

extension CollectionLibrary {
    /// `receiver.name(args)` for Dictionary's mutating methods, in place (the dictionary is taken
    /// out of `receiver` while it changes); nil when `receiver` is no dictionary, `name` none of
    /// them, or the arguments none of their forms.
    func dictionaryMutatingMethod(
        _ receiver: inout Value, _ name: String, _ args: [Value], pos: SourcePos
    ) throws -> Value? {
        guard case .dictionary(var dictionary) = receiver else { return nil }
        switch name {
        case "removeValue":
            receiver = .void
            let removed = dictionary.removeValue(forKey: try interpreter.closureArg(args, pos: pos))
            receiver = .dictionary(dictionary)
            return .optional(removed)
        case "updateValue":
            guard args.count == 2 else { break }
            receiver = .void
            let old = dictionary[args[1]]
            dictionary[args[1]] = args[0]
            receiver = .dictionary(dictionary)
            return .optional(old)
        case "removeAll":
            receiver = .void
            dictionary.removeAll()
            receiver = .dictionary(dictionary)
            return .void
        case "merge":
            guard args.count == 2, case .dictionary(let other) = args[0] else { break }
            receiver = .void
            defer { receiver = .dictionary(dictionary) }
            for (key, value) in zip(other.keys, other.values) {
                if let existing = dictionary[key] {
                    dictionary[key] = try interpreter.call2(args[1], existing, value, pos: pos)
                } else {
                    dictionary[key] = value
                }
            }
            return .void
        default: break
        }
        return nil
    }

    /// `dictionary.name(args)` for Dictionary's own non-mutating methods; nil for any other
    /// name, or arguments none of their forms take.
    func dictionaryMethod(
        _ dictionary: OrderedDictionary, _ name: String, _ args: [Value], pos: SourcePos
    ) throws -> Value? {
        switch name {
        case "mapValues":
            var out = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                out[key] = try interpreter.call1(try interpreter.closureArg(args, pos: pos), value, pos: pos)
            }
            return .dictionary(out)
        case "compactMapValues":
            var out = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                if case .optional(let transformed) = try interpreter.call1(
                    try interpreter.closureArg(args, pos: pos), value, pos: pos)
                {
                    if let transformed { out[key] = transformed }
                }
            }
            return .dictionary(out)
        case "filter":
            var out = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values)
            where try interpreter.bool(
                try interpreter.call1(
                    try interpreter.closureArg(args, pos: pos), .tuple([key, value], ["key", "value"]), pos: pos),
                pos: pos)
            {
                out[key] = value
            }
            return .dictionary(out)
        case "merging":
            guard args.count == 2, case .dictionary(let other) = args[0] else { break }
            var out = dictionary
            for (key, value) in zip(other.keys, other.values) {
                if let existing = out[key] {
                    out[key] = try interpreter.call2(args[1], existing, value, pos: pos)
                } else {
                    out[key] = value
                }
            }
            return .dictionary(out)
        default: break
        }
        return nil
    }
}
