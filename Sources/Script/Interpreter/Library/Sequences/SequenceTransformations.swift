// The sequence methods that make something new of every element: map, compactMap, flatMap,
// filter, forEach, reduce, enumerated, joined (and makeIterator, the elements themselves).

import ScriptFrontEnd

extension SequenceLibrary {
    /// `items.name(args)` for the transformations; nil when `name` is none of them.
    func sequenceTransformation(
        _ receiver: Value, _ items: [Value], _ name: String, _ args: [Value], label0: String?, pos: SourcePos
    ) throws -> Value? {
        switch name {
        case "map":
            let transform = try interpreter.closureArg(args, pos: pos)
            return .array(try items.map { try interpreter.call1(transform, $0, pos: pos) })
        case "compactMap":
            let transform = try interpreter.closureArg(args, pos: pos)
            return .array(
                try items.compactMap { element in
                    let mapped = try interpreter.call1(transform, element, pos: pos)
                    if case .optional(let wrapped) = mapped { return wrapped }
                    return mapped
                })
        case "flatMap":
            let transform = try interpreter.closureArg(args, pos: pos)
            return .array(
                try items.flatMap {
                    try interpreter.elements(of: try interpreter.call1(transform, $0, pos: pos), pos: pos)
                })
        case "filter":
            let predicate = try interpreter.closureArg(args, pos: pos)
            let kept = try items.filter {
                try interpreter.bool(try interpreter.call1(predicate, $0, pos: pos), pos: pos)
            }
            return sequenceResult(receiver, items, name, kept)
        case "forEach":
            let body = try interpreter.closureArg(args, pos: pos)
            for element in items { _ = try interpreter.call1(body, element, pos: pos) }
            return .void
        case "reduce":
            return try reduce(items, args, label0: label0, pos: pos)
        // A sequence's iterator: the elements themselves (a `for … in` takes them in order).
        case "makeIterator": return .array(items)
        case "enumerated":
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], ["offset", "element"]) })
        case "joined":
            return try joined(items, args, pos: pos)
        default:
            return nil
        }
    }

    /// `reduce(initial, combine)` and `reduce(into: initial, update)`.
    private func reduce(_ items: [Value], _ args: [Value], label0: String?, pos: SourcePos) throws -> Value {
        guard args.count == 2 else {
            throw ScriptError.cannotRun("'reduce' without its initial value and its closure", at: pos)
        }
        if label0 == "into" {
            let box = Box(args[0], isLet: false)
            guard case .function(let function) = args[1], case .closure(let closure, let captured) = function.kind
            else {
                throw ScriptError.cannotRun("'reduce(into:)' given a function that is not a closure", at: pos)
            }
            for element in items {
                let scope = Environment(parent: captured)
                let names = closure.anonymousParamCount > 0 ? ["$0", "$1"] : closure.params.map(\.name)
                guard names.count == 2 else {
                    throw ScriptError.cannotRun(
                        "a 'reduce(into:)' closure that does not take 2 parameters", at: closure.pos)
                }
                scope.define(names[0], box)
                scope.define(names[1], value: element)
                _ = try interpreter.runBody(closure.body, in: scope, pos: closure.pos)
            }
            return box.value
        }
        var acc = args[0]
        for element in items { acc = try interpreter.call2(args[1], acc, element, pos: pos) }
        return acc
    }

    /// `joined()`: of sequences, flattened (with a separator sequence between); of anything
    /// else, their descriptions in one string.
    private func joined(_ items: [Value], _ args: [Value], pos: SourcePos) throws -> Value {
        if let first = items.first, case .array = first {
            // [[T]].joined(), .joined(separator: [x]): the elements, flattened, the separator between.
            var separator: [Value] = []
            if let given = args.first { separator = try interpreter.elements(of: given, pos: pos) }
            var flattened: [Value] = []
            for (index, item) in items.enumerated() {
                if index > 0 { flattened += separator }
                flattened += try interpreter.elements(of: item, pos: pos)
            }
            return .array(flattened)
        }
        var separator = ""
        if case .string(let text)? = args.first { separator = text }
        return .string(items.map { interpreter.descriptions.describe($0) }.joined(separator: separator))
    }
}
