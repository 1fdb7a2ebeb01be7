// The mutating methods of `Array`, applied in place. The array is taken out of its `Value`
// before it changes, so its storage stays uniquely referenced and Swift changes it without
// copying: a loop of `removeLast()`, `insert(_:at:)` or `swapAt` stays linear. (A
// `switch (receiver, name)` would hold a second reference to the array while a case runs.)

import ScriptFrontEnd

extension CollectionLibrary {
    static let arrayMutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse",
        "swapAt", "shuffle", "reserveCapacity", "removeSubrange", "replaceSubrange", "partition",
    ]

    /// `receiver.name(args)` when `receiver` is an array and `name` one of its mutating
    /// methods; nil (receiver untouched) otherwise.
    func arrayMutatingMethod(
        _ receiver: inout Value, _ name: String, _ args: [Value], label: String?, pos: SourcePos
    ) throws -> Value? {
        guard case .array = receiver, CollectionLibrary.arrayMutatingMethods.contains(name) else { return nil }
        if name == "remove", label != "at" { return nil }  // `remove(where:)` is not Array's
        guard case .array(var items) = receiver else { return nil }
        receiver = .void
        defer { receiver = .array(items) }
        switch name {
        case "append", "insert":
            return try addElements(&items, name, args, label: label, pos: pos)
        case "remove", "removeAll", "removeFirst", "removeLast", "popLast", "removeSubrange", "replaceSubrange":
            return try removeElements(&items, name, args, label: label, pos: pos)
        case "sort", "reverse", "swapAt", "shuffle", "partition":
            return try reorderElements(&items, name, args, label: label, pos: pos)
        case "reserveCapacity":  // only a hint about storage: nothing a program can observe
            guard case .int(let capacity)? = args.first, capacity >= 0 else {
                throw ScriptError.runtime("Fatal error: Negative capacity", at: pos)
            }
            return .void
        default:
            return nil
        }
    }

    /// `append` and `insert`, of one element or `contentsOf:` a sequence.
    private func addElements(
        _ items: inout [Value], _ name: String, _ args: [Value], label: String?, pos: SourcePos
    ) throws -> Value? {
        switch name {
        case "append":
            if label == "contentsOf" {
                let more = try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos)
                try interpreter.memory.ensureArrayFits(items.count + more.count, at: pos)
                items.append(contentsOf: more)
            } else {
                items.append(try interpreter.closureArg(args, pos: pos))
            }
            return .void
        case "insert":
            guard args.count == 2, case .int(let index) = args[1] else {
                throw ScriptError.cannotRun("'insert' without an Int 'at:'", at: pos)
            }
            guard index >= 0 && index <= items.count else {
                throw ScriptError.runtime("Fatal error: Array index is out of range", at: pos)
            }
            if label == "contentsOf" {
                items.insert(contentsOf: try interpreter.elements(of: args[0], pos: pos), at: index)
            } else {
                items.insert(args[0], at: index)
            }
            return .void
        default:
            return nil
        }
    }

    /// `remove(at:)`, `removeAll`, `removeFirst`, `removeLast`, `popLast`, `removeSubrange` and
    /// `replaceSubrange` (which removes a range and puts the new elements in its place).
    private func removeElements(
        _ items: inout [Value], _ name: String, _ args: [Value], label: String?, pos: SourcePos
    ) throws -> Value? {
        switch name {
        case "remove":
            guard case .int(let index)? = args.first else { return nil }
            guard index >= 0 && index < items.count else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
            }
            return items.remove(at: index)
        case "removeAll":
            if let predicate = args.first {
                var kept: [Value] = []
                for item in items
                where !(try interpreter.bool(try interpreter.call1(predicate, item, pos: pos), pos: pos)) {
                    kept.append(item)
                }
                items = kept
            } else {
                items.removeAll()
            }
            return .void
        case "removeFirst", "removeLast":
            if case .int(let count)? = args.first {
                guard count <= items.count else {
                    throw ScriptError.runtime(
                        "Fatal error: Can't remove more items from a collection than it contains", at: pos)
                }
                if name == "removeFirst" { items.removeFirst(count) } else { items.removeLast(count) }
                return .void
            }
            guard !items.isEmpty else {
                throw ScriptError.runtime(
                    "Fatal error: Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty "
                        + "collection", at: pos)
            }
            return name == "removeFirst" ? items.removeFirst() : items.removeLast()
        case "popLast":
            return .optional(items.popLast())
        case "removeSubrange", "replaceSubrange":
            // `items.replaceSubrange(0..<2, with: [100])`, `items.removeSubrange(1...2)`.
            guard case .range(let lower, let upper, let closed)? = args.first else { return nil }
            let end = closed ? upper + 1 : upper
            guard lower >= 0, lower <= end, end <= items.count else {
                throw ScriptError.runtime("Fatal error: Array replace: subrange extends past the end", at: pos)
            }
            let replacement =
                name == "replaceSubrange" && args.count == 2 ? try interpreter.elements(of: args[1], pos: pos) : []
            try interpreter.memory.ensureArrayFits(items.count - (end - lower) + replacement.count, at: pos)
            items.replaceSubrange(lower..<end, with: replacement)
            return .void
        default:
            return nil
        }
    }

    /// `sort`, `reverse`, `swapAt`, `shuffle` and `partition(by:)`: the same elements, in a new order.
    private func reorderElements(
        _ items: inout [Value], _ name: String, _ args: [Value], label: String?, pos: SourcePos
    ) throws -> Value? {
        switch name {
        case "sort":
            try interpreter.sequences.sortValues(&items, by: args.first, pos: pos)
            return .void
        case "reverse":
            items.reverse()
            return .void
        case "swapAt":
            guard args.count == 2, case .int(let first) = args[0], case .int(let second) = args[1], first >= 0,
                second >= 0, first < items.count, second < items.count
            else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
            }
            items.swapAt(first, second)
            return .void
        case "shuffle":
            items.shuffle()
            return .void
        case "partition":
            guard label == "by" || label == nil, let predicate = args.first else { return nil }  // nil: trailing
            return .int(try partitionValues(&items, by: predicate, pos: pos))
        default:
            return nil
        }
    }
}
