// `Array`'s instance members for the builtin member table. A mutating method changes the array
// in place: it is taken out of its `Value` before it changes, so its storage stays uniquely
// referenced and Swift changes it without copying (a loop of `removeLast()`, `insert(_:at:)` or
// `swapAt` stays linear). The methods an array shares with every sequence are declared here too
// and run as SequenceMethods.swift's, on the array's elements.

import ScriptFrontEnd

enum ArrayMembers {
    static func add(to table: inout BuiltinMemberTable) {
        addProperties(to: &table)
        addAddingAndReordering(to: &table)
        addRemoving(to: &table)
        table.add(
            "Array", "split",
            .method { receiver, call, interpreter in
                guard case .array(let items) = receiver else { return nil }
                return try interpreter.collections.splitArray(items, call.arguments, labels: call.labels, pos: call.pos)
            })
        for name in sharedWithSequences {
            table.add(
                "Array", name,
                .method { receiver, call, interpreter in
                    guard case .array(let items) = receiver else { return nil }
                    return try interpreter.sequences.sequenceMethod(
                        receiver, items, name, call.arguments, labels: call.labels, pos: call.pos)
                })
        }
    }

    /// The methods `Array` declares that every sequence has (`BuiltinSignatures.sequenceMethods`
    /// names them for all; these are the ones the table's `Array` lists).
    private static let sharedWithSequences = [
        "contains", "firstIndex", "lastIndex", "sorted", "reversed", "shuffled", "min", "max", "filter", "map",
        "compactMap", "flatMap", "reduce", "first", "last", "allSatisfy", "dropFirst", "dropLast", "prefix", "suffix",
        "enumerated", "joined", "forEach",
    ]

    private static func addProperties(to table: inout BuiltinMemberTable) {
        func property(_ name: String, _ read: @escaping ([Value]) -> Value) {
            table.add(
                "Array", name,
                .property { value, _, _ in
                    guard case .array(let items) = value else { return .void }
                    return read(items)
                })
        }
        property("count") { .int($0.count) }
        property("isEmpty") { .bool($0.isEmpty) }
        property("startIndex") { _ in .int(0) }
        property("endIndex") { .int($0.count) }
        property("indices") { .range(0, $0.count, closed: false) }
        property("first") { .optional($0.first) }
        property("last") { .optional($0.last) }
    }

    /// A mutating method, on the elements taken out of the receiver; nil leaves them as they were.
    static func mutating(
        _ name: String, in table: inout BuiltinMemberTable,
        _ run: @escaping (inout [Value], BuiltinMemberTable.Call, Interpreter) throws -> Value?
    ) {
        table.add(
            "Array", name,
            .method { receiver, call, interpreter in
                guard case .array(var items) = receiver else { return nil }
                receiver = .void
                defer { receiver = .array(items) }
                return try run(&items, call, interpreter)
            })
    }

    private static func addAddingAndReordering(to table: inout BuiltinMemberTable) {
        mutating("append", in: &table) { items, call, interpreter in
            if call.labels.first == "contentsOf" {
                let more = try interpreter.copiedElements(
                    of: try interpreter.closureArg(call.arguments, pos: call.pos), pos: call.pos)
                try interpreter.memory.ensureArrayFits(items.count + more.count, at: call.pos)
                items.append(contentsOf: more)
            } else {
                items.append(try interpreter.closureArg(call.arguments, pos: call.pos))
            }
            return .void
        }
        mutating("insert", in: &table) { items, call, interpreter in
            guard call.arguments.count == 2, case .int(let index) = call.arguments[1] else {
                throw ScriptError.cannotRun("'insert' without an Int 'at:'", at: call.pos)
            }
            guard index >= 0 && index <= items.count else {
                throw ScriptError.runtime("Fatal error: Array index is out of range", at: call.pos)
            }
            if call.labels.first == "contentsOf" {
                items.insert(
                    contentsOf: try interpreter.copiedElements(of: call.arguments[0], pos: call.pos), at: index)
            } else {
                items.insert(call.arguments[0], at: index)
            }
            return .void
        }
        mutating("sort", in: &table) { items, call, interpreter in
            try interpreter.sequences.sortValues(&items, by: call.arguments.first, pos: call.pos)
            return .void
        }
        mutating("reverse", in: &table) { items, _, _ in
            items.reverse()
            return .void
        }
        mutating("shuffle", in: &table) { items, _, _ in
            items.shuffle()
            return .void
        }
        mutating("swapAt", in: &table) { items, call, _ in
            guard call.arguments.count == 2, case .int(let first) = call.arguments[0],
                case .int(let second) = call.arguments[1], first >= 0, second >= 0, first < items.count,
                second < items.count
            else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: call.pos)
            }
            items.swapAt(first, second)
            return .void
        }
        mutating("partition", in: &table) { items, call, interpreter in
            // nil label: a trailing closure.
            let label = call.labels.first ?? nil
            guard label == "by" || label == nil, let predicate = call.arguments.first else {
                return nil
            }
            return .int(try interpreter.collections.partitionValues(&items, by: predicate, pos: call.pos))
        }
        mutating("reserveCapacity", in: &table) { _, call, _ in
            // Only a hint about storage: nothing a program can observe.
            guard case .int(let capacity)? = call.arguments.first, capacity >= 0 else {
                throw ScriptError.runtime("Fatal error: Negative capacity", at: call.pos)
            }
            return .void
        }
    }
}
