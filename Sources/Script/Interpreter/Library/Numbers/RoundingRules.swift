// `FloatingPointRoundingRule` (`.down`, `.towardZero`, …) for `rounded(_:)` and `round(_:)`:
// a builtin enum, so the cases print and compare as Swift's do.

import ScriptFrontEnd

extension NumberLibrary {
    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
        "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    ]

    var roundingRuleType: TypeInfo {
        let order = ["toNearestOrAwayFromZero", "toNearestOrEven", "up", "down", "towardZero", "awayFromZero"]
        return interpreter.registry.syntheticEnum(
            "FloatingPointRoundingRule", cases: order.map { ($0, nil) }, in: interpreter.globals)
    }

    /// `.down` where no type is written: a rounding rule (the only builtin implicit member of that name).
    func roundingRuleValue(named name: String) -> Value? {
        guard NumberLibrary.roundingRules[name] != nil else { return nil }
        return .enumValue(EnumValue(type: roundingRuleType, caseName: name, payload: [], labels: []))
    }

    /// The rule an argument of `rounded(_:)` names: a rounding rule, or a program's own enum case
    /// of the same name when `.up` was resolved before the callee was known.
    func roundingRule(_ argument: Value?, pos: SourcePos) throws -> FloatingPointRoundingRule {
        guard let argument else { return .toNearestOrAwayFromZero }
        if case .enumValue(let value) = argument, let rule = NumberLibrary.roundingRules[value.caseName] { return rule }
        throw ScriptError.cannotRun(
            "a rounding rule given as '\(interpreter.descriptions.describe(argument))' (it runs '.up', '.down', '.toNearestOrEven' and the like)",
            at: pos)
    }
}
