// Argument binding: which argument fills which parameter, by labels, defaults, variadics and
// trailing closures, with swiftc's wording for a mismatch. Pure: the checker uses it before
// a program runs, the interpreter when it calls.

/// Where a parameter's value comes from.
package enum ArgumentSlot {
    case argument(Int)
    case variadic([Int])
    case defaultValue
}

package enum ArgumentBinding {
    package static func bind(
        _ params: [Param], labels: [String?], isClosure: [Bool], pos: SourcePos,
        isFunctionType: (TypeRef) -> Bool
    ) throws -> [ArgumentSlot] {
        var slots: [ArgumentSlot] = []
        var argumentIndex = 0
        for (paramIndex, param) in params.enumerated() {
            if param.isVariadic {
                var taken: [Int] = []
                if argumentIndex < labels.count, labels[argumentIndex] == param.label {
                    taken.append(argumentIndex)
                    argumentIndex += 1
                    while argumentIndex < labels.count, labels[argumentIndex] == nil,
                        !(isClosure[argumentIndex] && paramIndex < params.count - 1)
                    {
                        taken.append(argumentIndex)
                        argumentIndex += 1
                    }
                }
                slots.append(.variadic(taken))
                continue
            }
            if argumentIndex < labels.count, labels[argumentIndex] == param.label {
                slots.append(.argument(argumentIndex))
                argumentIndex += 1
                continue
            }
            // An unlabeled trailing closure fills the next function-typed parameter.
            if argumentIndex < labels.count, labels[argumentIndex] == nil, isClosure[argumentIndex],
                isFunctionType(param.type)
            {
                if param.defaultValue != nil,
                    params[(paramIndex + 1)...].contains(where: { isFunctionType($0.type) && $0.defaultValue == nil })
                {
                    slots.append(.defaultValue)
                    continue
                }
                slots.append(.argument(argumentIndex))
                argumentIndex += 1
                continue
            }
            if param.defaultValue != nil {
                slots.append(.defaultValue)
                continue
            }
            if argumentIndex < labels.count {
                let have = labels[argumentIndex].map { "\($0):" } ?? "_:"
                let want = param.label.map { "\($0):" } ?? "_:"
                if labels[argumentIndex] == nil {
                    throw ScriptError.compile("missing argument label '\(want)' in call", at: pos)
                }
                if param.label == nil {
                    throw ScriptError.compile("extraneous argument label '\(have)' in call", at: pos)
                }
                throw ScriptError.compile(
                    "incorrect argument label in call (have '\(have)', expected '\(want)')", at: pos)
            }
            throw ScriptError.compile(
                "missing argument for parameter \(param.label.map { "'\($0)'" } ?? "#\(paramIndex + 1)") in call",
                at: pos)
        }
        if argumentIndex < labels.count {
            if let label = labels[argumentIndex] {
                throw ScriptError.compile("extra argument '\(label)' in call", at: pos)
            }
            throw ScriptError.compile("extra argument in call", at: pos)
        }
        return slots
    }
}
