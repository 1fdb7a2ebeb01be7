// The sequence methods that look for elements or test them: contains, allSatisfy, first(where:),
// last(where:), firstIndex, lastIndex, count(where:), starts(with:), elementsEqual.

import ScriptFrontEnd

extension SequenceLibrary {
    /// `items.name(args)` for the searches; nil when `name` is none of them, or `count` is
    /// not `count(where:)`.
    func sequenceSearch(
        _ items: [Value], _ name: String, _ args: [Value], label0: String?, pos: SourcePos
    ) throws -> Value? {
        switch name {
        case "contains":
            if let predicate = args.first, label0 == "where" || interpreter.isCallable(predicate) {
                for element in items
                where try interpreter.bool(try interpreter.call1(predicate, element, pos: pos), pos: pos) {
                    return .bool(true)
                }
                return .bool(false)
            }
            let target = try interpreter.closureArg(args, pos: pos)
            return .bool(items.contains { valuesEqual($0, target) })
        case "allSatisfy":
            let predicate = try interpreter.closureArg(args, pos: pos)
            for element in items
            where !(try interpreter.bool(try interpreter.call1(predicate, element, pos: pos), pos: pos)) {
                return .bool(false)
            }
            return .bool(true)
        case "first", "last":
            let predicate = try interpreter.closureArg(args, pos: pos)
            let seq = name == "first" ? items : items.reversed()
            for element in seq where try interpreter.bool(try interpreter.call1(predicate, element, pos: pos), pos: pos)
            {
                return .optional(element)
            }
            return .optional(nil)
        case "firstIndex", "lastIndex":
            let indices = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
            for i in indices {
                let match: Bool
                // `where:`, or a trailing closure (`firstIndex { … }`).
                if label0 == "where" || label0 == nil && args.count == 1 && interpreter.isCallable(args[0]) {
                    match = try interpreter.bool(try interpreter.call1(args[0], items[i], pos: pos), pos: pos)
                } else {
                    match = valuesEqual(items[i], try interpreter.closureArg(args, pos: pos))
                }
                if match { return .optional(.int(i)) }
            }
            return .optional(nil)
        case "count":
            // `where:`, or a trailing closure (`count { … }`): a trailing closure drops its label.
            if label0 == "where" || label0 == nil && args.count == 1 && interpreter.isCallable(args[0]) {
                return .int(
                    try items.filter { try interpreter.bool(try interpreter.call1(args[0], $0, pos: pos), pos: pos) }
                        .count)
            }
            return nil
        case "starts", "elementsEqual":
            // A program's sequence as the other one is asked for its elements in step with these.
            let other = try interpreter.closureArg(args, pos: pos)
            if interpreter.typeInfo(of: other)?.isScriptSequence == true {
                let dispatch = interpreter.extensionDispatch
                var mine = ElementStream(items: items, dispatch: dispatch, pos: pos)
                var theirs = try ElementStream(over: other, dispatch: dispatch, pos: pos)
                return .bool(try dispatch.inStep(&mine, &theirs, prefixOnly: name == "starts"))
            }
            if name == "elementsEqual" {
                let others = try interpreter.elements(of: other, pos: pos)
                return .bool(items.count == others.count && zip(items, others).allSatisfy { valuesEqual($0, $1) })
            }
            let prefix = try interpreter.elements(of: other, pos: pos)
            return .bool(prefix.count <= items.count && zip(items, prefix).allSatisfy { valuesEqual($0, $1) })
        default:
            return nil
        }
    }
}
