// Dictionary's own members, for the builtin member table (the sequence methods every
// dictionary shares are in SequenceMethods.swift): count, isEmpty, keys, values, first;
// removeValue, updateValue, removeAll and merge in place; and mapValues, compactMapValues,
// filter and merging, which return a new dictionary.

import ScriptFrontEnd

enum DictionaryMembers {
    static func add(to table: inout BuiltinMemberTable) {
        addMutating(to: &table)
        func property(_ name: String, _ read: @escaping (OrderedDictionary) -> Value) {
            table.add(
                "Dictionary", name,
                .property { value, _, _ in
                    guard case .dictionary(let dictionary) = value else { return .void }
                    return read(dictionary)
                })
        }
        func method(
            _ name: String, _ run: @escaping (OrderedDictionary, BuiltinMemberTable.Call, Interpreter) throws -> Value?
        ) {
            table.add(
                "Dictionary", name,
                .method { receiver, call, interpreter in
                    guard case .dictionary(let dictionary) = receiver else { return nil }
                    return try run(dictionary, call, interpreter)
                })
        }
        property("count") { .int($0.count) }
        property("isEmpty") { .bool($0.count == 0) }
        property("keys") { .array($0.keys) }
        property("values") { .array($0.values) }
        property("first") { dictionary in
            .optional(dictionary.keys.first.map { .tuple([$0, dictionary[$0]!], ["key", "value"]) })
        }
        method("merging") { dictionary, call, interpreter in
            guard call.arguments.count == 2, case .dictionary(let other) = call.arguments[0] else { return nil }
            var out = dictionary
            try merge(other, into: &out, combine: call.arguments[1], interpreter, pos: call.pos)
            return .dictionary(out)
        }
        method("mapValues") { dictionary, call, interpreter in
            let transform = try interpreter.closureArg(call.arguments, pos: call.pos)
            var out = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                out[key] = try interpreter.call1(transform, value, pos: call.pos)
            }
            return .dictionary(out)
        }
        method("compactMapValues") { dictionary, call, interpreter in
            let transform = try interpreter.closureArg(call.arguments, pos: call.pos)
            var out = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                if case .optional(let transformed?) = try interpreter.call1(transform, value, pos: call.pos) {
                    out[key] = transformed
                }
            }
            return .dictionary(out)
        }
        method("filter") { dictionary, call, interpreter in
            let isIncluded = try interpreter.closureArg(call.arguments, pos: call.pos)
            var out = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values)
            where try interpreter.bool(
                try interpreter.call1(isIncluded, .tuple([key, value], ["key", "value"]), pos: call.pos), pos: call.pos)
            {
                out[key] = value
            }
            return .dictionary(out)
        }
    }

    private static func addMutating(to table: inout BuiltinMemberTable) {
        /// A mutating method: the dictionary is taken out of the receiver while it changes, so its
        /// storage stays uniquely referenced and changes without a copy.
        func mutating(
            _ name: String,
            _ run: @escaping (inout OrderedDictionary, BuiltinMemberTable.Call, Interpreter) throws -> Value?
        ) {
            table.add(
                "Dictionary", name,
                .method { receiver, call, interpreter in
                    guard case .dictionary(var dictionary) = receiver else { return nil }
                    receiver = .void
                    defer { receiver = .dictionary(dictionary) }
                    return try run(&dictionary, call, interpreter)
                })
        }
        mutating("removeValue") { dictionary, call, interpreter in
            .optional(dictionary.removeValue(forKey: try interpreter.closureArg(call.arguments, pos: call.pos)))
        }
        mutating("updateValue") { dictionary, call, _ in
            guard call.arguments.count == 2 else { return nil }
            let old = dictionary[call.arguments[1]]
            dictionary[call.arguments[1]] = call.arguments[0]
            return .optional(old)
        }
        mutating("removeAll") { dictionary, _, _ in
            dictionary.removeAll()
            return .void
        }
        mutating("merge") { dictionary, call, interpreter in
            guard call.arguments.count == 2, case .dictionary(let other) = call.arguments[0] else { return nil }
            try merge(other, into: &dictionary, combine: call.arguments[1], interpreter, pos: call.pos)
            return .void
        }
    }

    /// `merge(_:uniquingKeysWith:)`: each of `other`'s pairs added, `combine` deciding between two values of a key.
    private static func merge(
        _ other: OrderedDictionary, into dictionary: inout OrderedDictionary, combine: Value,
        _ interpreter: Interpreter,
        pos: SourcePos
    ) throws {
        for (key, value) in zip(other.keys, other.values) {
            if let existing = dictionary[key] {
                dictionary[key] = try interpreter.call2(combine, existing, value, pos: pos)
            } else {
                dictionary[key] = value
            }
        }
    }
}
