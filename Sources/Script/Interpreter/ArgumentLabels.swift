// The labels of a call's or a subscript's arguments, as the builtin methods and subscripts
// read them. The everyday shapes share one array each: making a new one on every call of
// `items.append(x)` or `counts[k, default: 0] += 1` costs an allocation per step.
// A function of the arguments alone, so it is theirs, not the interpreter's.

import ScriptFrontEnd

extension Argument {
    static func labels(of args: [Argument]) -> [String?] {
        if args.allSatisfy({ $0.label == nil }), args.count < unlabeled.count { return unlabeled[args.count] }
        if args.count == 2, args[0].label == nil, args[1].label == "default" { return defaultSubscript }
        return args.map(\.label)
    }

    private static let unlabeled: [[String?]] = (0...3).map { Array(repeating: nil, count: $0) }
    private static let defaultSubscript: [String?] = [nil, "default"]
}
