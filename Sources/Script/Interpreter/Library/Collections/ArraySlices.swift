// `ArraySlice` keeps its base array's indices: `Array(1...5)[2...]` starts at index 2, its
// `indices` are `2..<5`, `firstIndex(of:)` answers in those indices, and `slice[0]` traps.
// Everything else (map, filter, count, …) works on its elements as an array's would.

import ScriptFrontEnd

extension CollectionLibrary {
    /// `array[range]`, `slice[range]`, `slice[i]`.
    func sliceSubscript(_ base: Value, _ items: [Value], _ index: Value, pos: SourcePos) throws -> Value {
        var start = 0
        if case .slice(_, let sliceStart) = base { start = sliceStart }
        let end = start + items.count
        switch index {
        case .int(let position):
            guard position >= start && position < end else {
                throw ScriptError.runtime("Fatal error: Index out of bounds", at: pos)
            }
            return items[position - start]
        case .range(var lower, var upper, let closed):
            if lower == Int.min { lower = start }
            if upper == Int.max { upper = end - 1 }
            let past = closed ? upper + 1 : upper
            guard lower >= start, past <= end, lower <= past else {
                throw ScriptError.runtime("Fatal error: Array index is out of range", at: pos)
            }
            return .slice(Array(items[(lower - start)..<(past - start)]), startIndex: lower)
        default:
            throw ScriptError.cannotRun(
                "a subscript of a value of type '\(interpreter.descriptions.typeName(of: base))' by a value of type '\(interpreter.descriptions.typeName(of: index))'",
                at: pos)
        }
    }

    /// `array[range] = elements`: replaces that subrange, growing or shrinking the array.
    func replaceSlice(
        _ items: inout [Value], _ range: Value, with replacement: [Value], pos: SourcePos
    ) throws {
        guard case .range(var lower, var upper, let closed) = range else { return }
        if lower == Int.min { lower = 0 }
        if upper == Int.max { upper = items.count - 1 }
        let past = closed ? upper + 1 : upper
        guard lower >= 0, past <= items.count, lower <= past else {
            throw ScriptError.runtime("Fatal error: Array index is out of range", at: pos)
        }
        items.replaceSubrange(lower..<past, with: replacement)
    }

    func elementsOfArrayOrSlice(_ value: Value) -> [Value]? {
        switch value {
        case .array(let elements), .slice(let elements, _): return elements
        default: return nil
        }
    }

    func sliceProperty(_ items: [Value], _ start: Int, _ name: String, pos: SourcePos) throws -> Value {
        switch name {
        case "startIndex": return .int(start)
        case "endIndex": return .int(start + items.count)
        case "indices": return .range(start, start + items.count, closed: false)
        default: return try interpreter.builtins.builtinProperty(.array(items), name, pos: pos)
        }
    }

    func sliceMethod(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        guard case .slice(let items, let start) = receiver else { return .void }
        var array = Value.array(items)
        switch name {
        case "firstIndex", "lastIndex", "index":
            if name == "index", case .int(let position)? = args.first {
                switch labels.first ?? nil {
                case "after": return .int(position + 1)
                case "before": return .int(position - 1)
                default: if labels.count == 2, case .int(let distance) = args[1] { return .int(position + distance) }
                }
            }
            let found = try interpreter.builtins.callBuiltinMethod(&array, name, args, labels: labels, pos: pos)
            if case .optional(.int(let offset)?) = found { return .optional(.int(offset + start)) }
            return found
        case "append", "removeLast", "removeFirst", "popLast", "insert", "remove", "removeAll", "sort", "reverse",
            "swapAt", "partition":
            // Mutating: the slice keeps its start (removing from the front moves it).
            let result = try interpreter.builtins.callBuiltinMethod(&array, name, args, labels: labels, pos: pos)
            guard case .array(let changed) = array else { return result }
            let shift = name == "removeFirst" ? items.count - changed.count : 0
            receiver = .slice(changed, startIndex: start + shift)
            // `partition`'s pivot is an index of the base.
            if name == "partition", case .int(let pivot) = result { return .int(pivot + start) }
            return result
        case "split":
            // Each part is a slice of the base, so its indices are the base's too.
            let result = try interpreter.builtins.callBuiltinMethod(&array, name, args, labels: labels, pos: pos)
            guard case .array(let parts) = result else { return result }
            return .array(
                parts.map { part in
                    guard case .slice(let kept, let offset) = part else { return part }
                    return .slice(kept, startIndex: start + offset)
                })
        default:
            let result = try interpreter.builtins.callBuiltinMethod(&array, name, args, labels: labels, pos: pos)
            // A slice of the slice: shift its indices back into the base's.
            if case .slice(let kept, let offset) = result { return .slice(kept, startIndex: start + offset) }
            return result
        }
    }

    /// `prefix`, `suffix`, `dropFirst`, `dropLast`, `drop(while:)` of an array or a slice are
    /// slices of it, starting where their first element sits in the base.
    func subsequence(of base: Value, _ all: [Value], _ kept: [Value], _ name: String) -> Value? {
        let start: Int
        switch base {
        case .array: start = 0
        case .slice(_, let sliceStart): start = sliceStart
        default: return nil
        }
        switch name {
        case "prefix", "dropLast": return .slice(kept, startIndex: start)
        case "suffix", "dropFirst", "drop": return .slice(kept, startIndex: start + all.count - kept.count)
        default: return nil
        }
    }
}
