// `Array`'s removing members for the builtin member table: `remove(at:)`, `removeAll`,
// `removeFirst`, `removeLast`, `popLast`, `removeSubrange` and `replaceSubrange` (which removes
// a range and puts the new elements in its place). In place, as ArrayMembers.swift says.

import ScriptFrontEnd

extension ArrayMembers {
    static func addRemoving(to table: inout BuiltinMemberTable) {
        mutating("remove", in: &table) { items, call, _ in
            // `remove(where:)` is not Array's.
            guard call.labels.first == "at", case .int(let index)? = call.arguments.first else { return nil }
            guard index >= 0 && index < items.count else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: call.pos)
            }
            return items.remove(at: index)
        }
        mutating("removeAll", in: &table) { items, call, interpreter in
            if let predicate = call.arguments.first {
                var kept: [Value] = []
                for item in items
                where !(try interpreter.bool(try interpreter.call1(predicate, item, pos: call.pos), pos: call.pos)) {
                    kept.append(item)
                }
                items = kept
            } else {
                items.removeAll()
            }
            return .void
        }
        for name in ["removeFirst", "removeLast"] {
            mutating(name, in: &table) { items, call, _ in
                let fromFront = name == "removeFirst"
                if case .int(let count)? = call.arguments.first {
                    guard count <= items.count else {
                        throw ScriptError.runtime(
                            "Fatal error: Can't remove more items from a collection than it contains", at: call.pos)
                    }
                    if fromFront { items.removeFirst(count) } else { items.removeLast(count) }
                    return .void
                }
                guard !items.isEmpty else {
                    throw ScriptError.runtime(
                        "Fatal error: Can't remove \(fromFront ? "first" : "last") element from an empty collection",
                        at: call.pos)
                }
                return fromFront ? items.removeFirst() : items.removeLast()
            }
        }
        mutating("popLast", in: &table) { items, _, _ in .optional(items.popLast()) }
        for name in ["removeSubrange", "replaceSubrange"] {
            mutating(name, in: &table) { items, call, interpreter in
                // `items.replaceSubrange(0..<2, with: [100])`, `items.removeSubrange(1...2)`.
                guard case .range(let lower, let upper, let closed)? = call.arguments.first else { return nil }
                let end = closed ? upper + 1 : upper
                guard lower >= 0, lower <= end, end <= items.count else {
                    throw ScriptError.runtime("Fatal error: Array replace: subrange extends past the end", at: call.pos)
                }
                let replacement =
                    name == "replaceSubrange" && call.arguments.count == 2
                    ? try interpreter.elements(of: call.arguments[1], pos: call.pos) : []
                try interpreter.memory.ensureArrayFits(items.count - (end - lower) + replacement.count, at: call.pos)
                items.replaceSubrange(lower..<end, with: replacement)
                return .void
            }
        }
    }
}
