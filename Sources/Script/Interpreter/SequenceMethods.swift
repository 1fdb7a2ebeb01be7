// The methods every sequence shares (map, filter, reduce, sorted, prefix …), for arrays,
// sets, dictionaries, ranges and strings alike; and the one sort both `sorted()` and
// Array's `sort()` use, so the optimizer specializes the standard library's sort once.

import ScriptFrontEnd

extension Interpreter {
    /// Sorts `items` in place by `areInIncreasingOrder` (a script closure), or by `<` when nil.
    func sortValues(_ items: inout [Value], by areInIncreasingOrder: Value?, pos: SourcePos) throws {
        if let areInIncreasingOrder {
            try items.sort { try bool(try call2(areInIncreasingOrder, $0, $1, pos: pos), pos: pos) }
        } else {
            try items.sort { try compareLess($0, $1, pos: pos) }
        }
    }

    func sequenceMethod(
        _ receiver: Value, _ items: [Value], _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        let label0 = labels.first ?? nil
        let isString: Bool
        if case .string = receiver { isString = true } else { isString = false }
        func result(_ resultItems: [Value]) -> Value {
            if isString,
                ["filter", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled", "drop"].contains(name)
            {
                // String's own versions of these return strings (or a String-like sequence).
                let text = String(
                    resultItems.compactMap {
                        if case .character(let character) = $0 { return character }
                        return nil
                    })
                switch name {
                case "prefix", "dropLast": return .substring(text, startIndex: 0)
                case "suffix", "dropFirst", "drop": return .substring(text, startIndex: items.count - resultItems.count)
                default: return .string(text)
                }
            }
            if let slice = subsequence(of: receiver, items, resultItems, name) { return slice }
            return .array(resultItems)
        }
        switch name {
        case "map":
            let transform = try closureArg(args, pos: pos)
            return .array(try items.map { try call1(transform, $0, pos: pos) })
        case "compactMap":
            let transform = try closureArg(args, pos: pos)
            return .array(
                try items.compactMap { element in
                    let mapped = try call1(transform, element, pos: pos)
                    if case .optional(let wrapped) = mapped { return wrapped }
                    return mapped
                })
        case "flatMap":
            let transform = try closureArg(args, pos: pos)
            return .array(try items.flatMap { try elements(of: try call1(transform, $0, pos: pos), pos: pos) })
        case "filter":
            let predicate = try closureArg(args, pos: pos)
            return result(try items.filter { try bool(try call1(predicate, $0, pos: pos), pos: pos) })
        case "forEach":
            let body = try closureArg(args, pos: pos)
            for element in items { _ = try call1(body, element, pos: pos) }
            return .void
        case "reduce":
            guard args.count == 2 else {
                throw ScriptError.compile("missing argument for parameter #2 in call", at: pos)
            }
            if label0 == "into" {
                let box = Box(args[0], isLet: false)
                guard case .function(let function) = args[1], case .closure(let closure, let captured) = function.kind
                else {
                    throw ScriptError.compile("reduce(into:) needs a closure", at: pos)
                }
                for element in items {
                    let scope = Environment(parent: captured)
                    let names = closure.anonymousParamCount > 0 ? ["$0", "$1"] : closure.params.map(\.name)
                    guard names.count == 2 else {
                        throw ScriptError.compile("contextual closure type expects 2 arguments", at: closure.pos)
                    }
                    scope.define(names[0], box)
                    scope.define(names[1], value: element)
                    _ = try runBody(closure.body, in: scope, pos: closure.pos)
                }
                return box.value
            }
            var acc = args[0]
            for element in items { acc = try call2(args[1], acc, element, pos: pos) }
            return acc
        case "contains":
            if let predicate = args.first, label0 == "where" || isCallable(predicate) {
                for element in items where try bool(try call1(predicate, element, pos: pos), pos: pos) {
                    return .bool(true)
                }
                return .bool(false)
            }
            let target = try closureArg(args, pos: pos)
            return .bool(items.contains { valuesEqual($0, target) })
        case "allSatisfy":
            let predicate = try closureArg(args, pos: pos)
            for element in items where !(try bool(try call1(predicate, element, pos: pos), pos: pos)) {
                return .bool(false)
            }
            return .bool(true)
        case "first", "last":
            let predicate = try closureArg(args, pos: pos)
            let seq = name == "first" ? items : items.reversed()
            for element in seq where try bool(try call1(predicate, element, pos: pos), pos: pos) {
                return .optional(element)
            }
            return .optional(nil)
        case "firstIndex", "lastIndex":
            let indices = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
            for i in indices {
                let match: Bool
                // `where:`, or a trailing closure (`firstIndex { … }`).
                if label0 == "where" || label0 == nil && args.count == 1 && isCallable(args[0]) {
                    match = try bool(try call1(args[0], items[i], pos: pos), pos: pos)
                } else {
                    match = valuesEqual(items[i], try closureArg(args, pos: pos))
                }
                if match { return .optional(.int(i)) }
            }
            return .optional(nil)
        case "count":
            // `where:`, or a trailing closure (`count { … }`): a trailing closure drops its label.
            if label0 == "where" || label0 == nil && args.count == 1 && isCallable(args[0]) {
                return .int(try items.filter { try bool(try call1(args[0], $0, pos: pos), pos: pos) }.count)
            }
        case "sorted":
            var sorted = items
            try sortValues(&sorted, by: args.first, pos: pos)
            return .array(sorted)
        case "reversed": return result(items.reversed())
        // A sequence's iterator: the elements themselves (a `for … in` takes them in order).
        case "makeIterator": return .array(items)
        case "shuffled": return result(items.shuffled())
        case "enumerated":
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], ["offset", "element"]) })
        case "starts":
            let prefix = try elements(of: try closureArg(args, pos: pos), pos: pos)
            return .bool(prefix.count <= items.count && zip(items, prefix).allSatisfy { valuesEqual($0, $1) })
        case "joined":
            if let first = items.first, case .array = first {
                // [[T]].joined(), .joined(separator: [x]): the elements, flattened, the separator between.
                var separator: [Value] = []
                if let given = args.first { separator = try elements(of: given, pos: pos) }
                var flattened: [Value] = []
                for (index, item) in items.enumerated() {
                    if index > 0 { flattened += separator }
                    flattened += try elements(of: item, pos: pos)
                }
                return .array(flattened)
            }
            var separator = ""
            if case .string(let text)? = args.first { separator = text }
            return .string(items.map { describe($0) }.joined(separator: separator))
        case "min", "max":
            guard !items.isEmpty else { return .optional(nil) }
            var best = items[0]
            for element in items.dropFirst() {
                let better: Bool
                if let areInIncreasingOrder = args.first {
                    better =
                        name == "min"
                        ? try bool(try call2(areInIncreasingOrder, element, best, pos: pos), pos: pos)
                        : try bool(try call2(areInIncreasingOrder, best, element, pos: pos), pos: pos)
                } else {
                    better =
                        name == "min"
                        ? try compareLess(element, best, pos: pos) : try compareLess(best, element, pos: pos)
                }
                if better { best = element }
            }
            return .optional(best)
        case "drop":
            if label0 == "while" || label0 == nil && args.count == 1 && isCallable(args[0]) {
                return result(try Array(items.drop { try bool(try call1(args[0], $0, pos: pos), pos: pos) }))
            }
        case "prefix":
            if case .int(let count)? = args.first { return result(Array(items.prefix(max(0, count)))) }
            if label0 == "while" || label0 == nil && args.count == 1 && isCallable(args[0]) {
                return result(try Array(items.prefix { try bool(try call1(args[0], $0, pos: pos), pos: pos) }))
            }
        case "suffix":
            if label0 == "from", case .int(let start)? = args.first {  // `suffix(from: index)`
                guard start >= 0, start <= items.count else {
                    throw ScriptError.runtime("Fatal error: Array index is out of range", at: pos)
                }
                return result(Array(items[start...]))
            }
            if case .int(let count)? = args.first { return result(Array(items.suffix(max(0, count)))) }
        case "dropFirst":
            let count: Int
            if case .int(let requested)? = args.first { count = requested } else { count = 1 }
            return result(Array(items.dropFirst(max(0, count))))
        case "dropLast":
            let count: Int
            if case .int(let requested)? = args.first { count = requested } else { count = 1 }
            return result(Array(items.dropLast(max(0, count))))
        case "elementsEqual":
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            return .bool(items.count == other.count && zip(items, other).allSatisfy { valuesEqual($0, $1) })
        case "randomElement":
            return .optional(items.randomElement())
        case "index", "firstIndexOf":
            break
        default: break
        }
        throw ScriptError.compile("value of type '\(typeName(of: receiver))' has no member '\(name)'", at: pos)
    }
}
