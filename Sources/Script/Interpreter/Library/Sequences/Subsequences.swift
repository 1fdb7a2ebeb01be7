// The sequence methods that keep a run of the elements from one end: prefix, suffix, drop,
// dropFirst, dropLast (`sequenceResult` gives a string's or a slice's back in its own type).

import ScriptFrontEnd

extension SequenceLibrary {
    /// `items.name(args)` for the subsequence methods; nil when `name` is none of them, or its
    /// arguments are none of the forms handled (`prefix(while:)`, `suffix(from:)` …).
    func subsequenceMethod(
        _ receiver: Value, _ items: [Value], _ name: String, _ args: [Value], label0: String?, pos: SourcePos
    ) throws -> Value? {
        func result(_ kept: [Value]) -> Value { sequenceResult(receiver, items, name, kept) }
        switch name {
        case "drop":
            if label0 == "while" || label0 == nil && args.count == 1 && interpreter.isCallable(args[0]) {
                return result(
                    try Array(
                        items.drop { try interpreter.bool(try interpreter.call1(args[0], $0, pos: pos), pos: pos) }))
            }
        case "prefix":
            if case .int(let count)? = args.first { return result(Array(items.prefix(max(0, count)))) }
            if label0 == "while" || label0 == nil && args.count == 1 && interpreter.isCallable(args[0]) {
                return result(
                    try Array(
                        items.prefix { try interpreter.bool(try interpreter.call1(args[0], $0, pos: pos), pos: pos) }))
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
        default:
            break
        }
        return nil
    }
}
