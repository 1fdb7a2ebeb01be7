// `xs.lazy`, and the `map`, `filter` and `compactMap` chains built on it, run on the prelude's
// lazy sequences (Interpreter/Prelude.swift), which model how Swift calls their closures: once per
// element as a loop or a sequence method reaches it, and again for the element `first`/`last`
// return when a `map` lies below a `filter`. What the prelude does not model is refused before the
// program runs: a lazy collection's slices, indices and subscripts (Swift walks them by index, and
// `Array(xs.lazy.filter(f).prefix(1))` calls `f` eight times for six elements), a lazy sequence's
// `prefix`/`dropFirst` (where swiftc may pick the eager `map` below them: `(1...).lazy.map { $0 * 2 }
// .dropFirst(2).prefix(2)` never ends compiled), its lazy `prefix(while:)`, `drop(while:)`,
// `reversed()`, `joined()` and `flatMap`, and `lazy` on a program's own `Collection` (whose index
// methods Swift would call). Where an array is expected, Swift picks the eager `map`/`filter`/
// `compactMap`, and lowering says so (`Array(…)` of the chain).

package enum LazySequences {
    /// The members of a lazy value the prelude models. (A loop, `Array(…)`, `zip` and
    /// `enumerated()` walk it one element at a time, as Swift's do.)
    static let modelledMembers: Set<String> = [
        "map", "filter", "compactMap", "lazy", "first", "last", "count", "isEmpty", "makeIterator", "forEach",
        "reduce", "contains", "allSatisfy", "min", "max", "sorted", "joined", "elementsEqual", "starts",
        "enumerated", "shuffled",
    ]

    /// Swift's name for the lazy sequence `expr` makes (nil: `expr` makes none).
    static func lazyWrapper(of expr: Expr, typer: ExpressionTyper, model: DeclarationModel) -> String? {
        guard startsLazy(expr, typer: typer, model: model),
            let wrapper = WrapperSequences.wrapper(of: expr, typer: typer, model: model), wrapper.hasPrefix("Lazy")
        else { return nil }
        return wrapper
    }

    /// What `name` called on a lazy sequence makes, when it is lazy too.
    static func chained(_ name: String) -> String? {
        switch name {
        case "map", "compactMap": return "LazyMapSequence"
        case "filter": return "LazyFilterSequence"
        case "lazy": return "LazySequence"
        default: return nil
        }
    }

    /// Whether `expected` is an array (or an optional one): where Swift picks `Sequence`'s eager
    /// `map`, `filter` and `compactMap` over a lazy sequence's.
    static func isArray(_ expected: StaticType?) -> Bool {
        switch expected {
        case .array: return true
        case .optional(let wrapped): return isArray(wrapped)
        default: return false
        }
    }

    /// The refusal for `base.name` where `base` is a lazy sequence and the prelude does not model
    /// `name` (with `arguments`, when it is called), or where `base.lazy` would index a program's collection.
    static func refusal(
        of name: String, on base: Expr, arguments: [Argument]?, typer: ExpressionTyper, model: DeclarationModel
    ) -> ScriptError? {
        if name == "lazy", let typeName = programCollection(typer.type(of: base), model: model) {
            return ScriptError.compile(
                "'lazy' on '\(typeName)', a Collection of the program's own, is not supported in the workbook:"
                    + " Swift's lazy collections walk its indices; use the eager methods, or a loop with break"
                    + " (UNSUPPORTED.md lists what it does not run)",
                at: base.pos)
        }
        guard let lazy = lazyWrapper(of: base, typer: typer, model: model) else { return nil }
        if let arguments, !isModelledCall(name, arguments) {
            return refusal(of: name, lazy: lazy, at: base.pos)
        }
        if arguments == nil, !modelledMembers.contains(name) {
            return refusal(of: name, lazy: lazy, at: base.pos)
        }
        return nil
    }

    private static func refusal(of name: String, lazy: String, at pos: SourcePos) -> ScriptError {
        ScriptError.compile(
            "'\(name)' of a lazy sequence (\(lazy)) is not supported in the workbook: the workbook models map,"
                + " filter, compactMap, first, last, count and isEmpty of one, and the methods that walk it once"
                + " (a loop, Array(…), reduce, contains, first(where:) …); use those, a loop with break, or the eager methods"
                + " (UNSUPPORTED.md lists what it does not run)",
            at: pos)
    }

    /// `last` is a property only (`last(where:)` walks the indices backwards); `joined` needs its
    /// separator (a plain `joined()` is a lazy flatten).
    private static func isModelledCall(_ name: String, _ arguments: [Argument]) -> Bool {
        switch name {
        case "last", "isEmpty", "lazy": return false
        case "joined": return arguments.first?.label == "separator"
        default: return modelledMembers.contains(name)
        }
    }

    /// Whether the receiver chain `expr` starts at a `.lazy` (or a variable holding a lazy sequence):
    /// read from the syntax alone, so that a long chain of other calls costs no typing (a chain of
    /// `n` calls asks this `n` times).
    private static func startsLazy(_ expr: Expr, typer: ExpressionTyper, model: DeclarationModel) -> Bool {
        var current = expr
        while true {
            switch current.kind {
            case .member(_, "lazy"): return true
            case .member(let base, _): current = base
            case .call(let callee, _): current = callee
            case .identifier(let name):
                return WrapperSequences.variable(name, typer: typer, model: model)?.hasPrefix("Lazy") == true
            case .slot(let slot):
                return WrapperSequences.variable(slot.name, typer: typer, model: model)?.hasPrefix("Lazy") == true
            default: return false
            }
        }
    }

    /// The name of a program's own type that conforms to `Collection` (or a refinement of it).
    private static func programCollection(_ type: StaticType, model: DeclarationModel) -> String? {
        guard case .nominal(let typeName, _) = type, model.isProgramCollection(typeName) else { return nil }
        return typeName
    }
}
