// Swift wraps some sequences in types of their own: `a.reversed()` is a `ReversedCollection`,
// `a.enumerated()` an `EnumeratedSequence`, `zip(a, b)` a `Zip2Sequence`, `stride(from:to:by:)` a
// `StrideTo`, `s.utf8` a `String.UTF8View` (`s.utf16` a `String.UTF16View`, `s.unicodeScalars` a
// `String.UnicodeScalarView`). The interpreter runs each as
// an array of the same elements: iterating, counting or mapping one is exact, but printing one or
// asking its type would show an array where Swift shows the wrapper (`ReversedCollection<Array<Int>>
// (_base: [1, 2, 3])`, or the text itself for `utf8`). Those uses are refused before the program
// runs, naming the wrapper (issue 34: never a silent wrong answer).

package enum WrapperSequences {
    /// Swift's name for the wrapper `expr` evaluates to, when it is one the interpreter runs as an array.
    package static func wrapper(of expr: Expr, typer: ExpressionTyper, model: DeclarationModel) -> String? {
        switch expr.kind {
        case .identifier(let name): return variable(name, typer: typer, model: model)
        case .slot(let slot): return variable(slot.name, typer: typer, model: model)
        case .ternary(_, let whenTrue, let whenFalse):
            return wrapper(of: whenTrue, typer: typer, model: model)
                ?? wrapper(of: whenFalse, typer: typer, model: model)
        case .member(let base, let name):
            if name == "lazy" {
                // Not a program's own `lazy` member.
                if case .nominal(let typeName, _) = typer.type(of: base), model.types[typeName]?.members["lazy"] != nil,
                    model.types[typeName]?.declaration != nil
                {
                    return nil
                }
                return "LazySequence"
            }
            if name == "indices", case .nominal(let text, _) = typer.type(of: base),
                text == "String" || text == "Substring"
            {
                return "DefaultIndices"
            }
            if let view = ["utf8": "UTF8View", "utf16": "UTF16View", "unicodeScalars": "UnicodeScalarView"][name] {
                switch typer.type(of: base) {
                case .nominal("String", _): return "String.\(view)"
                case .nominal("Substring", _): return "Substring.\(view)"
                default: return nil
                }
            }
            return nil
        case .call(let callee, let arguments):
            return called(callee, arguments, typer: typer, model: model)
        default:
            return nil
        }
    }

    /// The refusal for printing `expr` or asking its type, when it is or holds (in an array,
    /// dictionary or tuple literal) a wrapper: placed on the wrapper, named by the member that makes it.
    /// A dictionary's `keys` and `values` print as arrays do, but their type is `Dictionary<K, V>.Keys`: refused
    /// only where the type is named (`namingType`, for `type(of:)`).
    package static func describingRefusal(
        _ expr: Expr, namingType: Bool = false, typer: ExpressionTyper, model: DeclarationModel
    ) -> ScriptError? {
        var found = wrapper(of: expr, typer: typer, model: model)
        if namingType, case .member(let base, let name) = expr.kind, name == "keys" || name == "values",
            case .dictionary = typer.type(of: base)
        {
            found = name == "keys" ? "Dictionary.Keys" : "Dictionary.Values"
        }
        if let own = found {
            var place = expr.pos
            if case .call(let callee, _) = expr.kind { place = callee.pos }
            // Most wrappers run as arrays; a lazy sequence and a program sequence's wrappers run on the prelude's
            // own types, which hold what Swift's hold but not under Swift's names.
            let held = own.hasPrefix("Lazy") ? "holds in a type of its own" : "runs as an array of its elements"
            return ScriptError.compile(
                "Swift gives this value a wrapper type of its own (\(own)), which the workbook's interpreter \(held):"
                    + " printing it or asking its type is not supported, Swift would"
                    + " show the wrapper; print Array(…) of it instead (UNSUPPORTED.md lists what it does not run)",
                at: place)
        }
        let parts: [Expr] =
            switch expr.kind {
            case .array(let elements): elements
            case .dictionary(let pairs): pairs.flatMap { [$0.0, $0.1] }
            case .tuple(let items): items.map(\.value)
            default: []
            }
        return parts.lazy.compactMap { describingRefusal($0, namingType: namingType, typer: typer, model: model) }.first
    }

    /// The refusal for `base.name` when `name` gives or takes an index of a wrapper that Swift indexes
    /// by an `Index` of its own (`s.utf8.startIndex` prints `0[any]`, `s.unicodeScalars.endIndex == s.endIndex`
    /// is true): the interpreter's array would use `Int` offsets instead.
    package static func indexRefusal(
        of name: String, on base: Expr, typer: ExpressionTyper, model: DeclarationModel
    ) -> ScriptError? {
        guard indexMembers.contains(name), let own = wrapper(of: base, typer: typer, model: model),
            own.hasSuffix("View") || own == "ReversedCollection" || own == "EnumeratedSequence"
        else { return nil }
        return ScriptError.compile(
            "the indices of \(own) are not supported in the workbook: its interpreter runs the view as an"
                + " array, whose indices are Int offsets where Swift's are \(own).Index; use Array(…) of it,"
                + " or the string's own indices (UNSUPPORTED.md lists what it does not run)",
            at: base.pos)
    }

    private static let indexMembers: Set<String> = [
        "startIndex", "endIndex", "indices", "index", "firstIndex", "lastIndex", "distance", "formIndex",
        "insert", "remove", "removeSubrange", "replaceSubrange", "firstRange", "ranges",
    ]

    // MARK: What makes a wrapper

    static func variable(_ name: String, typer: ExpressionTyper, model: DeclarationModel) -> String? {
        typer.scopes.lookup(name) != nil ? typer.scopes.wrapper(boundTo: name) : model.wrapperVariables[name]
    }

    private static func called(
        _ callee: Expr, _ arguments: [Argument], typer: ExpressionTyper, model: DeclarationModel
    ) -> String? {
        switch callee.kind {
        case .identifier("zip") where arguments.count == 2 && isFree("zip", typer: typer, model: model):
            return "Zip2Sequence"
        case .identifier("sequence") where typer.scopes.lookup("sequence") == nil:
            // The prelude's `sequence(first:next:)` and `sequence(state:next:)`: an `UnfoldSequence` in Swift.
            return "UnfoldSequence"
        case .identifier("stride") where isFree("stride", typer: typer, model: model):
            if arguments.contains(where: { $0.label == "to" }) { return "StrideTo" }
            if arguments.contains(where: { $0.label == "through" }) { return "StrideThrough" }
            return nil
        case .member(let base, let name):
            let baseType = typer.type(of: base)
            if let baseWrapper = wrapper(of: base, typer: typer, model: model) {
                // A lazy sequence's map, filter and compactMap are lazy too; a wrapper's slices and
                // reversals are wrappers of wrappers.
                if baseWrapper.hasPrefix("Lazy"), let lazy = LazySequences.chained(name) { return lazy }
                if ["reversed", "enumerated"].contains(name) {
                    return name == "reversed" ? "ReversedCollection" : "EnumeratedSequence"
                }
                if wrappingMembers.contains(name) { return "a slice of \(baseWrapper)" }
                return nil
            }
            if name == "makeIterator", arguments.isEmpty, isBuiltinSequence(baseType) || baseType == .string {
                return "IndexingIterator"  // run as the array of the elements it has yet to give
            }
            if let rangeWrapper = closedRangeSubsequence(base, name, baseType) { return rangeWrapper }
            if let programWrapper = programSequenceSubsequence(name, arguments, baseType, model: model) {
                return programWrapper
            }
            guard arguments.isEmpty || name != "enumerated" else { return nil }
            if name == "enumerated", isBuiltinSequence(baseType) { return "EnumeratedSequence" }
            if name == "reversed", arguments.isEmpty, isBidirectional(baseType) { return "ReversedCollection" }
            return nil
        default:
            return nil
        }
    }

    /// Members whose result wraps the wrapper they are called on (`utf8.dropFirst()` is a `Substring.UTF8View`).
    private static let wrappingMembers: Set<String> = [
        "reversed", "enumerated", "dropFirst", "dropLast", "prefix", "suffix", "drop",
    ]

    /// `(1...5).prefix(2)` is a `Slice<ClosedRange<Int>>` and `(2...).prefix(3)` a
    /// `PrefixSequence<PartialRangeFrom<Int>>` (a Range's own are Ranges, which the interpreter has).
    private static func closedRangeSubsequence(_ base: Expr, _ name: String, _ baseType: StaticType) -> String? {
        guard ["prefix", "suffix", "drop", "dropFirst", "dropLast"].contains(name),
            case .nominal("ClosedRange", let arguments) = baseType
        else { return nil }
        let bound = arguments.first.map { $0.isKnown ? $0.description : "Int" } ?? "Int"
        var written = base
        while case .tuple(let items) = written.kind, items.count == 1, items[0].label == nil {
            written = items[0].value
        }
        if case .binary("...", _, let upper) = written.kind, case .integer(Int.max) = upper.kind {
            return name == "prefix" ? "PrefixSequence<PartialRangeFrom<\(bound)>>" : nil
        }
        return "Slice<ClosedRange<\(bound)>>"
    }

    /// `countdown.prefix(2)` of a program's own `Sequence` is a `PrefixSequence<Countdown>`
    /// (`dropFirst` a `DropFirstSequence`, `drop(while:)` a `DropWhileSequence`, `enumerated()` an
    /// `EnumeratedSequence`), and a program `Collection`'s `split` an array of `Slice`s: wrappers the
    /// interpreter does not print as Swift does. A `Collection`'s `prefix`, `suffix`, `dropFirst`,
    /// `dropLast`, `drop(while:)` and `makeIterator()` are the prelude's `Slice` and
    /// `_IndexingIterator`, which print as Swift's do: no wrapper.
    private static func programSequenceSubsequence(
        _ name: String, _ arguments: [Argument], _ baseType: StaticType, model: DeclarationModel
    ) -> String? {
        guard case .nominal(let typeName, _) = baseType, model.types[typeName]?.declaration != nil else { return nil }
        let inherited = model.inheritedNames(of: typeName)
        let isCollection = inherited.contains("Collection")
        guard isCollection || inherited.contains("Sequence") || inherited.contains("IteratorProtocol") else {
            return nil
        }
        // A trailing closure has no label: `prefix { … }` is `prefix(while:)` (an array), `drop { … }`
        // is `drop(while:)`.
        var label = arguments.first?.label
        if label == nil, arguments.count == 1, case .closure = arguments[0].value.kind { label = "while" }
        switch name {
        case "makeIterator" where arguments.isEmpty && isCollection:
            // A collection without an iterator of its own: the prelude's `_IndexingIterator`, which
            // prints as Swift's `IndexingIterator` does.
            return nil
        case "split" where isCollection:
            return "Array<Slice<\(typeName)>>"  // a collection's pieces are slices of it, not arrays
        case "enumerated" where arguments.isEmpty: return "EnumeratedSequence<\(typeName)>"
        case "prefix" where label == nil, "suffix" where label == nil, "dropFirst", "dropLast":
            // A collection's are the prelude's `Slice`, which prints as Swift's does.
            if isCollection { return nil }
            if name == "prefix" { return "PrefixSequence<\(typeName)>" }
            return name == "dropFirst" ? "DropFirstSequence<\(typeName)>" : nil
        case "drop" where label == "while":
            return isCollection ? nil : "DropWhileSequence<\(typeName)>"
        default: return nil
        }
    }

    private static func isFree(_ name: String, typer: ExpressionTyper, model: DeclarationModel) -> Bool {
        typer.scopes.lookup(name) == nil && model.functions[name] == nil
    }

    private static func isBuiltinSequence(_ type: StaticType) -> Bool {
        switch type {
        case .array, .dictionary: return true
        case .nominal(let name, _): return BuiltinSignatures.sequenceTypes.contains(name)
        default: return false
        }
    }

    /// Where `reversed()` is `BidirectionalCollection`'s (a `ReversedCollection`), not `Sequence`'s (an array).
    private static func isBidirectional(_ type: StaticType) -> Bool {
        switch type {
        case .array: return true
        case .nominal(let name, _): return ["ArraySlice", "String", "Substring", "Range", "ClosedRange"].contains(name)
        default: return false
        }
    }
}
