// `Array(…)`, `Set(…)`, `Dictionary(…)` and `Optional(…)`: collections from a sequence, a
// repeated value, pairs or a grouping.

import ScriptFrontEnd

extension CollectionLibrary {
    /// `name(args)` for Array, Set, Dictionary and Optional; nil when the arguments are none of
    /// their initializers'.
    func collectionInitializer(
        _ name: String, _ argumentValues: [Value], _ labels: [String?], pos: SourcePos
    ) throws -> Value? {
        let first = argumentValues.first
        switch name {
        case "Array":
            if argumentValues.isEmpty { return .array([]) }
            if labels.first == "repeating", argumentValues.count == 2, case .int(let count) = argumentValues[1] {
                return .array(
                    Array(repeating: argumentValues[0], count: try interpreter.builtins.boundedCount(count, pos)))
            }
            return .array(try interpreter.copiedElements(of: argumentValues[0], pos: pos))
        case "Set":
            var set = OrderedSet()
            if let sequence = first {
                for element in try interpreter.copiedElements(of: sequence, pos: pos) { set.insert(element) }
            }
            return .set(set)
        case "Dictionary":
            return try dictionaryInitializer(argumentValues, labels, pos: pos)
        case "Optional":
            return .optional(first)
        default: return nil
        }
    }

    /// `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)`,
    /// `Dictionary(grouping:by:)` and `Dictionary()`; nil for any other arguments.
    private func dictionaryInitializer(
        _ argumentValues: [Value], _ labels: [String?], pos: SourcePos
    ) throws -> Value? {
        let first = argumentValues.first
        var dictionary = OrderedDictionary()
        if labels.first == "uniqueKeysWithValues", let sequence = first {
            for pair in try interpreter.elements(of: sequence, pos: pos) {
                guard case .tuple(let keyAndValue, _) = pair, keyAndValue.count == 2 else { continue }
                if dictionary[keyAndValue[0]] != nil {
                    throw ScriptError.runtime(
                        "Fatal error: Duplicate values for key: '\(interpreter.descriptions.describe(keyAndValue[0]))'",
                        at: pos)
                }
                dictionary[keyAndValue[0]] = keyAndValue[1]
            }
            return .dictionary(dictionary)
        }
        if argumentValues.count == 2, labels.first ?? nil == nil, case .function = argumentValues[1] {
            // `Dictionary(pairs, uniquingKeysWith: +)` (or a trailing closure): a repeated key
            // combines the old and new values.
            for pair in try interpreter.elements(of: argumentValues[0], pos: pos) {
                guard case .tuple(let keyAndValue, _) = pair, keyAndValue.count == 2 else { continue }
                if let old = dictionary[keyAndValue[0]] {
                    dictionary[keyAndValue[0]] = try interpreter.call2(argumentValues[1], old, keyAndValue[1], pos: pos)
                } else {
                    dictionary[keyAndValue[0]] = keyAndValue[1]
                }
            }
            return .dictionary(dictionary)
        }
        if labels.first == "grouping", argumentValues.count == 2 {
            for element in try interpreter.elements(of: argumentValues[0], pos: pos) {
                let key = try interpreter.call1(argumentValues[1], element, pos: pos)
                if case .array(var group)? = dictionary[key] {
                    group.append(element)
                    dictionary[key] = .array(group)
                } else {
                    dictionary[key] = .array([element])
                }
            }
            return .dictionary(dictionary)
        }
        if argumentValues.isEmpty { return .dictionary(dictionary) }
        return nil
    }
}
