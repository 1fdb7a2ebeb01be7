// `Range`'s and `ClosedRange`'s instance members for the builtin member table. Their work is
// Ranges.swift's and CollectionProperties.swift's, which one-sided ranges (`1...`, `..<5`: not
// in the table, as `BuiltinSignatures` declares no members for them) share; the sequence
// methods a range has beside these are SequenceMethods.swift's.

import ScriptFrontEnd

enum RangeMembers {
    static func add(to table: inout BuiltinMemberTable) {
        for typeName in ["Range", "ClosedRange"] {
            for name in ["lowerBound", "upperBound", "isEmpty", "count", "first", "last"] {
                table.add(
                    typeName, name,
                    .property { value, interpreter, pos in
                        if case .boundsRange = value,
                            let property = try interpreter.rangeProperty(value, name, pos: pos)
                        {
                            return property
                        }
                        if let property = try interpreter.collections.collectionProperty(value, name, pos: pos) {
                            return property
                        }
                        throw ScriptError.cannotRun(
                            member: name, of: interpreter.descriptions.typeName(of: value), at: pos)
                    })
            }
            table.add(
                typeName, "contains",
                .method { receiver, call, interpreter in
                    // `contains(where:)` is the sequence method's.
                    guard let element = call.arguments.first, call.labels == [nil], !interpreter.isCallable(element)
                    else { return nil }
                    return .bool(try interpreter.rangeContains(receiver, element, pos: call.pos) ?? false)
                })
            table.add(
                typeName, "clamped",
                .method { receiver, call, interpreter in
                    try interpreter.clamped(
                        receiver, to: interpreter.closureArg(call.arguments, pos: call.pos), pos: call.pos)
                })
            table.add(
                typeName, "overlaps",
                .method { receiver, call, interpreter in
                    .bool(
                        try interpreter.overlaps(
                            receiver, interpreter.closureArg(call.arguments, pos: call.pos), pos: call.pos))
                })
        }
        // A Range is its own SubSequence: these keep it a range (SequenceLibrary.sequenceResult).
        for name in ["prefix", "suffix", "dropFirst", "dropLast"] {
            table.add(
                "Range", name,
                .method { receiver, call, interpreter in
                    let items = try interpreter.elements(of: receiver, pos: call.pos)
                    return try interpreter.sequences.sequenceMethod(
                        receiver, items, name, call.arguments, labels: call.labels, pos: call.pos)
                })
        }
    }
}
