// Set's own members, for the builtin member table: count, isEmpty, first; insert and remove,
// the set algebra in place (formUnion …) and the algebra that returns a new set or a verdict
// (union, intersection, isSubset …). The sequence methods every set also has (map,
// contains(where:) …) are in SequenceMethods.swift.

import ScriptFrontEnd

enum SetMembers {
    static func add(to table: inout BuiltinMemberTable) {
        addMutating(to: &table)
        addAlgebra(to: &table)
        func property(_ name: String, _ read: @escaping (OrderedSet) -> Value) {
            table.add(
                "Set", name,
                .property { value, _, _ in
                    guard case .set(let set) = value else { return .void }
                    return read(set)
                })
        }
        property("count") { .int($0.count) }
        property("isEmpty") { .bool($0.count == 0) }
        property("first") { .optional($0.elements.first) }
        table.add(
            "Set", "contains",
            .method { receiver, call, interpreter in
                // `contains(where:)` and a closure argument are the sequence method's.
                guard case .set(let set) = receiver, call.labels == [nil], call.arguments.count == 1,
                    !interpreter.isCallable(call.arguments[0])
                else { return nil }
                return .bool(set.contains(call.arguments[0]))
            })
        table.add(
            "Set", "filter",
            .method { receiver, call, interpreter in
                guard case .set(let set) = receiver else { return nil }
                let isIncluded = try interpreter.closureArg(call.arguments, pos: call.pos)
                var out = OrderedSet()
                for element in set.elements
                where try interpreter.bool(
                    try interpreter.call1(isIncluded, element, pos: call.pos), pos: call.pos)
                {
                    out.insert(element)
                }
                return .set(out)
            })
        table.add(
            "Set", "sorted",
            .method { receiver, call, interpreter in
                // The sorting every sequence shares (SequenceOrdering.swift), on the set's elements.
                guard case .set(let set) = receiver else { return nil }
                return try interpreter.sequences.sequenceMethod(
                    receiver, set.elements, "sorted", call.arguments, labels: call.labels, pos: call.pos)
            })
    }

    /// union, intersection, isSubset …: the set and the elements of another sequence.
    private static func addAlgebra(to table: inout BuiltinMemberTable) {
        /// A method that reads the set and the elements of its one argument (another set, an array…).
        func algebra(_ name: String, _ run: @escaping (OrderedSet, [Value]) -> Value) {
            table.add(
                "Set", name,
                .method { receiver, call, interpreter in
                    guard case .set(let set) = receiver else { return nil }
                    let argument = try interpreter.closureArg(call.arguments, pos: call.pos)
                    return run(set, try interpreter.elements(of: argument, pos: call.pos))
                })
        }
        algebra("union") { set, other in
            var out = set
            for element in other { out.insert(element) }
            return .set(out)
        }
        algebra("intersection") { .set(members(of: $0, inOther: true, $1)) }
        algebra("subtracting") { .set(members(of: $0, inOther: false, $1)) }
        algebra("symmetricDifference") { set, other in
            var out = members(of: set, inOther: false, other)
            for element in other where !set.contains(element) { out.insert(element) }
            return .set(out)
        }
        algebra("isSubset") { set, other in
            .bool(set.elements.allSatisfy { element in other.contains { valuesEqual($0, element) } })
        }
        algebra("isStrictSubset") { set, other in
            let otherSet = orderedSet(other)
            return .bool(set.elements.allSatisfy { otherSet.contains($0) } && otherSet.count > set.count)
        }
        algebra("isSuperset") { set, other in .bool(other.allSatisfy { set.contains($0) }) }
        algebra("isStrictSuperset") { set, other in
            let otherSet = orderedSet(other)
            return .bool(otherSet.elements.allSatisfy { set.contains($0) } && set.count > otherSet.count)
        }
        algebra("isDisjoint") { set, other in .bool(!other.contains { set.contains($0) }) }
    }

    private static func addMutating(to table: inout BuiltinMemberTable) {
        /// A mutating method: the set is taken out of the receiver while it changes, so its
        /// storage stays uniquely referenced and changes without a copy (as arrays' do).
        func mutating(
            _ name: String, _ run: @escaping (inout OrderedSet, BuiltinMemberTable.Call, Interpreter) throws -> Value
        ) {
            table.add(
                "Set", name,
                .method { receiver, call, interpreter in
                    guard case .set(var set) = receiver else { return nil }
                    receiver = .void
                    defer { receiver = .set(set) }
                    return try run(&set, call, interpreter)
                })
        }
        mutating("insert") { set, call, interpreter in
            let element = try interpreter.closureArg(call.arguments, pos: call.pos)
            let inserted = set.insert(element)
            return .tuple([.bool(inserted), element], ["inserted", "memberAfterInsert"])
        }
        mutating("remove") { set, call, interpreter in
            .optional(set.remove(try interpreter.closureArg(call.arguments, pos: call.pos)))
        }
        mutating("removeAll") { set, _, _ in
            set.removeAll()
            return .void
        }
        func formAlgebra(_ name: String, _ change: @escaping (inout OrderedSet, [Value]) -> Void) {
            mutating(name) { set, call, interpreter in
                let argument = try interpreter.closureArg(call.arguments, pos: call.pos)
                change(&set, try interpreter.elements(of: argument, pos: call.pos))
                return .void
            }
        }
        formAlgebra("formUnion") { set, other in for element in other { set.insert(element) } }
        formAlgebra("formIntersection") { set, other in set = members(of: set, inOther: true, other) }
        formAlgebra("formSymmetricDifference") { set, other in
            for element in other { if set.contains(element) { set.remove(element) } else { set.insert(element) } }
        }
        formAlgebra("subtract") { set, other in for element in other { set.remove(element) } }
    }

    private static func orderedSet(_ elements: [Value]) -> OrderedSet {
        var set = OrderedSet()
        elements.forEach { set.insert($0) }
        return set
    }

    /// The members of `set`, in order, that are (or, with `inOther` false, are not) among
    /// `other`: intersection and subtracting, and the first half of symmetricDifference.
    private static func members(of set: OrderedSet, inOther: Bool, _ other: [Value]) -> OrderedSet {
        var out = OrderedSet()
        for element in set.elements where other.contains(where: { valuesEqual($0, element) }) == inOther {
            out.insert(element)
        }
        return out
    }
}
