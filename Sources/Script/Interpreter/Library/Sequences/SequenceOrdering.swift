// The sequence methods about the elements' order: sorted, reversed, shuffled, min, max,
// randomElement; and the one sort both `sorted()` and Array's `sort()` use, so the
// optimizer specializes the standard library's sort once.

import ScriptFrontEnd

extension SequenceLibrary {
    /// Sorts `items` in place by `areInIncreasingOrder` (a script closure), or by `<` when nil.
    func sortValues(_ items: inout [Value], by areInIncreasingOrder: Value?, pos: SourcePos) throws {
        if let areInIncreasingOrder {
            try items.sort {
                try interpreter.bool(try interpreter.call2(areInIncreasingOrder, $0, $1, pos: pos), pos: pos)
            }
        } else {
            try items.sort { try interpreter.compareLess($0, $1, pos: pos) }
        }
    }

    /// `items.name(args)` for the ordering methods; nil when `name` is none of them.
    func sequenceOrdering(
        _ receiver: Value, _ items: [Value], _ name: String, _ args: [Value], pos: SourcePos
    ) throws -> Value? {
        switch name {
        case "sorted":
            var sorted = items
            try sortValues(&sorted, by: args.first, pos: pos)
            return .array(sorted)
        case "reversed": return sequenceResult(receiver, items, name, items.reversed())
        case "shuffled": return sequenceResult(receiver, items, name, items.shuffled())
        case "min", "max":
            guard !items.isEmpty else { return .optional(nil) }
            var best = items[0]
            for element in items.dropFirst() {
                let better: Bool
                if let areInIncreasingOrder = args.first {
                    better =
                        name == "min"
                        ? try interpreter.bool(
                            try interpreter.call2(areInIncreasingOrder, element, best, pos: pos), pos: pos)
                        : try interpreter.bool(
                            try interpreter.call2(areInIncreasingOrder, best, element, pos: pos), pos: pos)
                } else {
                    better =
                        name == "min"
                        ? try interpreter.compareLess(element, best, pos: pos)
                        : try interpreter.compareLess(best, element, pos: pos)
                }
                if better { best = element }
            }
            return .optional(best)
        case "randomElement":
            return .optional(items.randomElement())
        default:
            return nil
        }
    }
}
