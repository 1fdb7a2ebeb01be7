// A conditional cast to a function type (`x as? (String) -> String`, `is () -> Void`,
// `case let f as (Int) -> Int`) asks whether a value's exact signature matches. The
// interpreter's closures do not keep their signature (not their return type), so such a cast
// is refused before the program runs rather than answered wrongly while it runs.

enum FunctionTypeCasts {
    /// A refusal when `pattern` casts to a function type; nil otherwise.
    static func refusal(in pattern: Pattern, at pos: SourcePos) -> ScriptError? {
        switch pattern {
        case .isType(let target): return refusal(castingTo: target, at: pos)
        case .asType(let inner, let target):
            return refusal(castingTo: target, at: pos) ?? refusal(in: inner, at: pos)
        case .optionalSome(let inner): return refusal(in: inner, at: pos)
        case .tuple(let items): return items.lazy.compactMap { refusal(in: $0.1, at: pos) }.first
        case .enumCase(_, _, let items): return (items ?? []).lazy.compactMap { refusal(in: $0.1, at: pos) }.first
        case .wildcard, .binding, .expression: return nil
        }
    }

    /// A refusal when `target` (of `as?`, `as!` or `is`) is a function type; nil otherwise.
    static func refusal(castingTo target: TypeRef, at pos: SourcePos) -> ScriptError? {
        guard isFunctionType(target) else { return nil }
        return ScriptError.compile(
            "a cast to the function type '\(target)' is not supported in the workbook: its closures do not"
                + " keep their exact type (UNSUPPORTED.md lists what it does not run)",
            at: pos)
    }

    private static func isFunctionType(_ type: TypeRef) -> Bool {
        switch type {
        case .function: return true
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return isFunctionType(wrapped)
        default: return false
        }
    }
}
