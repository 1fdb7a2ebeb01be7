// Argument binding: which argument fills which parameter, by labels, defaults, variadics and
// trailing closures, with swiftc's wording for a mismatch. Pure: the checker uses it before
// a program runs, the interpreter when it calls.

/// Where a parameter's value comes from.
enum ArgumentSlot {
    case argument(Int)
    case variadic([Int])
    case defaultValue
}

enum ArgumentBinding {
    static func bind(
        _ params: [Param], labels: [String?], isClosure: [Bool], pos: SourcePos,
        isFunctionType: (TypeRef) -> Bool
    ) throws -> [ArgumentSlot] {
        var slots: [ArgumentSlot] = []
        var i = 0
        for (pi, p) in params.enumerated() {
            if p.isVariadic {
                var taken: [Int] = []
                if i < labels.count, labels[i] == p.label {
                    taken.append(i)
                    i += 1
                    while i < labels.count, labels[i] == nil, !(isClosure[i] && pi < params.count - 1) {
                        taken.append(i)
                        i += 1
                    }
                }
                slots.append(.variadic(taken))
                continue
            }
            if i < labels.count, labels[i] == p.label {
                slots.append(.argument(i))
                i += 1
                continue
            }
            // An unlabeled trailing closure fills the next function-typed parameter.
            if i < labels.count, labels[i] == nil, isClosure[i], isFunctionType(p.type) {
                if p.defaultValue != nil,
                    params[(pi + 1)...].contains(where: { isFunctionType($0.type) && $0.defaultValue == nil })
                {
                    slots.append(.defaultValue)
                    continue
                }
                slots.append(.argument(i))
                i += 1
                continue
            }
            if p.defaultValue != nil {
                slots.append(.defaultValue)
                continue
            }
            if i < labels.count {
                let have = labels[i].map { "\($0):" } ?? "_:"
                let want = p.label.map { "\($0):" } ?? "_:"
                if labels[i] == nil {
                    throw ScriptError.compile("missing argument label '\(want)' in call", at: pos)
                }
                if p.label == nil {
                    throw ScriptError.compile("extraneous argument label '\(have)' in call", at: pos)
                }
                throw ScriptError.compile(
                    "incorrect argument label in call (have '\(have)', expected '\(want)')", at: pos)
            }
            throw ScriptError.compile(
                "missing argument for parameter \(p.label.map { "'\($0)'" } ?? "#\(pi + 1)") in call", at: pos)
        }
        if i < labels.count {
            if let l = labels[i] { throw ScriptError.compile("extra argument '\(l)' in call", at: pos) }
            throw ScriptError.compile("extra argument in call", at: pos)
        }
        return slots
    }
}
