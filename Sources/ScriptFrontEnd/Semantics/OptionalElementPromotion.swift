// An array's value does not carry its element type, so the run cannot wrap what is stored into an
// `[Int?]`: lowering writes the wrapping where the static types say it happens. `xs[1] = 5`,
// `xs.append(5)`, `xs.append(contentsOf: [5])`, `xs[0...1] = [5, 6]` on an `[Int?]` store
// `Optional(5)` (printed so), as Swift does.

extension TypedLowering {
    /// `value` as stored into a range of an array of optionals, at `target` or below its optional chain.
    func promotedElements(_ value: Expr, storedAt target: Expr) -> Expr {
        switch target.kind {
        case .optionalChain(let inner), .forceUnwrap(let inner): return promotedElements(value, storedAt: inner)
        case .subscriptAccess(let base, _):
            // An element that is itself optional is promoted by the assignment (`storedType(at:)`);
            // `xs[0...1] = [5, 6]` stores a slice of the array's elements.
            if case .array(let element) = Self.arrayThroughOptional(typer.type(of: base)), element.isOptional {
                return promotedSequence(value, of: element)
            }
            return value
        default: return value
        }
    }

    /// The type of what an assignment stores: the target's, below an optional chain (`car.engine?.power`
    /// stores an `Int`, though the chain reads as an `Int?`).
    func storedType(at target: Expr) -> StaticType {
        if case .optionalChain(let inner) = target.kind { return storedType(at: inner) }
        return typer.type(of: target)
    }

    /// `doubles.append(contentsOf: [3])`, `set.formUnion([3])`: an array literal passed as a sequence of
    /// the receiver's elements is typed by them (`[3.0]`), as Swift's `Element` constraint types it.
    func typeElementLiterals(_ parameters: inout [StaticType?]?, of callee: Expr, _ arguments: [Argument]) {
        guard case .member(let base, let name) = callee.kind, Self.elementSequenceMethods.contains(name) else {
            return
        }
        let receiver = Self.arrayThroughOptional(typer.type(of: base))
        let element: StaticType
        switch receiver {
        case .array(let held): element = held
        case .nominal("Set", let arguments) where arguments.count == 1: element = arguments[0]
        default: return
        }
        guard element.isKnown else { return }
        var types = parameters ?? Array(repeating: nil, count: arguments.count)
        for (index, argument) in arguments.enumerated() where index < types.count {
            if case .array = argument.value.kind { types[index] = .array(element) }
        }
        parameters = types
    }

    /// The methods taking a sequence of the receiver's elements.
    private static let elementSequenceMethods: Set<String> = [
        "append", "insert", "replaceSubrange", "union", "formUnion", "intersection", "formIntersection",
        "subtracting", "subtract", "symmetricDifference", "formSymmetricDifference", "isSubset", "isSuperset",
        "isStrictSubset", "isStrictSuperset", "isDisjoint", "starts", "elementsEqual",
    ]

    /// `xs.append(5)`, `insert(5, at:)`, `append(contentsOf: ys)`, `insert(contentsOf:at:)`,
    /// `replaceSubrange(_:with:)` on an array of optionals.
    func promoteOptionalElements(_ arguments: inout [Argument], of callee: Expr) {
        guard case .member(let base, let name) = callee.kind,
            case .array(let element) = Self.arrayThroughOptional(typer.type(of: base)), element.isOptional,
            let first = arguments.first
        else { return }
        switch (name, first.label) {
        case ("append", nil), ("insert", nil): arguments[0].value = typer.promoted(first.value, to: element)
        case ("append", "contentsOf"), ("insert", "contentsOf"):
            arguments[0].value = promotedSequence(first.value, of: element)
        case ("replaceSubrange", nil) where arguments.count == 2 && arguments[1].label == "with":
            arguments[1].value = promotedSequence(arguments[1].value, of: element)
        default: return
        }
    }

    /// An array of non-optional elements stored into optional ones: converted as a whole (`[5]` as `[Int?]`).
    private func promotedSequence(_ value: Expr, of element: StaticType) -> Expr {
        guard case .array(let held) = typer.type(of: value), held.isKnown, !held.isOptional,
            let ref = StaticType.array(element).writtenRef
        else { return value }
        return Expr(.cast(value, ref, .asType), value.pos)
    }

    /// `xs` or `xs?` (an optional chain's base): the array type either way.
    private static func arrayThroughOptional(_ type: StaticType) -> StaticType {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }
}
