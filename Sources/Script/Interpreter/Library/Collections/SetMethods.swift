// Set's own methods: insert and remove, the set algebra in place (formUnion …) and the
// algebra that returns a new set or a verdict (union, intersection, isSubset …). The
// sequence methods every set also has (map, contains(where:) …) are in SequenceMethods.swift.

import ScriptFrontEnd

extension CollectionLibrary {
    /// `receiver.name(args)` when `receiver` is a set and `name` one of Set's own methods; nil
    /// otherwise.
    func setMethod(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value? {
        guard case .set(var set) = receiver else { return nil }
        guard !CollectionLibrary.setMutatingMethods.contains(name) else {
            // Taken out of `receiver` while it changes, so its storage stays uniquely referenced
            // and changes without a copy (as ArrayMutatingMethods.swift does for arrays).
            receiver = .void
            defer { receiver = .set(set) }
            return try mutateSet(&set, name, args, pos: pos)
        }
        let label0 = labels.first ?? nil
        switch name {
        case "contains" where label0 == nil && args.count == 1 && !interpreter.isCallable(args[0]):
            return .bool(set.contains(args[0]))
        case "union":
            var out = set
            for element in try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos) {
                out.insert(element)
            }
            return .set(out)
        case "intersection":
            return .set(
                members(
                    of: set, inOther: true,
                    try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos)))
        case "subtracting":
            return .set(
                members(
                    of: set, inOther: false,
                    try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos)))
        case "isSubset":
            let other = try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos)
            return .bool(set.elements.allSatisfy { element in other.contains { valuesEqual($0, element) } })
        case "symmetricDifference":
            let other = try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos)
            var out = members(of: set, inOther: false, other)
            for element in other where !set.contains(element) { out.insert(element) }
            return .set(out)
        case "isStrictSubset":
            let other = try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos)
            var otherSet = OrderedSet()
            other.forEach { otherSet.insert($0) }
            return .bool(set.elements.allSatisfy { otherSet.contains($0) } && otherSet.count > set.count)
        case "isStrictSuperset":
            let other = try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos)
            var otherSet = OrderedSet()
            other.forEach { otherSet.insert($0) }
            return .bool(otherSet.elements.allSatisfy { set.contains($0) } && set.count > otherSet.count)
        case "filter":
            var out = OrderedSet()
            for element in set.elements
            where try interpreter.bool(
                try interpreter.call1(try interpreter.closureArg(args, pos: pos), element, pos: pos), pos: pos)
            {
                out.insert(element)
            }
            return .set(out)
        case "isDisjoint":
            let other = try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos)
            return .bool(!other.contains { set.contains($0) })
        case "isSuperset":
            let other = try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos)
            return .bool(other.allSatisfy { set.contains($0) })
        default: return nil
        }
    }

    /// The members of `set`, in order, that are (or, with `inOther` false, are not) among
    /// `other`: intersection and subtracting, and the first half of symmetricDifference.
    private func members(of set: OrderedSet, inOther: Bool, _ other: [Value]) -> OrderedSet {
        var out = OrderedSet()
        for element in set.elements where other.contains(where: { valuesEqual($0, element) }) == inOther {
            out.insert(element)
        }
        return out
    }

    static let setMutatingMethods: Set<String> = [
        "insert", "remove", "removeAll", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
    ]

    private func mutateSet(_ set: inout OrderedSet, _ name: String, _ args: [Value], pos: SourcePos) throws -> Value {
        switch name {
        case "insert":
            let element = try interpreter.closureArg(args, pos: pos)
            let inserted = set.insert(element)
            return .tuple([.bool(inserted), element], ["inserted", "memberAfterInsert"])
        case "remove":
            return .optional(set.remove(try interpreter.closureArg(args, pos: pos)))
        case "removeAll":
            set.removeAll()
        case "formUnion":
            for element in try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos) {
                set.insert(element)
            }
        case "formIntersection":
            set = members(
                of: set, inOther: true,
                try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos))
        case "formSymmetricDifference":
            let other = try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos)
            for element in other { if set.contains(element) { set.remove(element) } else { set.insert(element) } }
        default:  // "subtract"
            for element in try interpreter.elements(of: try interpreter.closureArg(args, pos: pos), pos: pos) {
                set.remove(element)
            }
        }
        return .void
    }
}
