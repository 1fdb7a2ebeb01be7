// Literals nested in a collection literal's elements join as Swift joins them: in
// `[[1.0, 2], [3, 4]]` the `3` and `4` are Doubles too (Swift prints `[[1.0, 2.0], [3.0, 4.0]]`),
// and in `[[1: 2.5], [3: 4]]` the `4` is. Lowering gives each inner literal the joined type as its
// context; elements that are not literals all the way down are left to the other rules.

enum NestedLiteralJoin {
    /// The element type the elements' nested literals join at, when an integer literal among them
    /// becomes a Double because a float literal sits beside it; nil otherwise.
    static func context(_ elements: [Expr]) -> StaticType? {
        guard elements.count > 1 else { return nil }
        var joined: StaticType? = nil
        var mixed = false
        for element in elements {
            guard let shape = shape(element, throughOperations: false) else { return nil }
            guard let earlier = joined else {
                joined = shape
                continue
            }
            guard let both = join(earlier, shape) else { return nil }
            mixed = mixed || both != earlier || both != shape
            joined = both
        }
        return mixed ? joined : nil
    }

    /// `[1] + [2.5]` is `[1.0, 2.5]`, `Array(repeating: 0, count: 2) + [1.5]` is `[0.0, 0.0, 1.5]`,
    /// `let t = c ? [1] : [2.5]` is `[1.0]` and `(c ? 3 : 4) / 2 + 0.5` is `2.0`: the two operands of an
    /// operator, or the two branches of a conditional, are typed together, so a floating-point literal on
    /// one side makes the other side's integer literals Doubles. The type both take; nil where neither
    /// side changes (or either is not made of literals).
    static func operandJoin(_ first: Expr, _ second: Expr) -> StaticType? {
        guard let left = shape(first, throughOperations: true), let right = shape(second, throughOperations: true),
            let both = join(left, right), both != left || both != right
        else { return nil }
        return both
    }

    /// An array made of literals whose element type its context still decides (`[1]`, `[1] + [2]`,
    /// `Array(repeating: 0, count: 2)`).
    static func isLiteralArray(_ expr: Expr) -> Bool {
        if case .array? = shape(expr, throughOperations: true) { return true }
        return false
    }

    /// Made of literals only (`[1, 2]`, `(1, "a")`, `Array(repeating: 0, count: 3)`).
    static func isLiteral(_ expr: Expr) -> Bool {
        shape(expr, throughOperations: true) != nil
    }

    /// An array of integer literals whose element type its context still decides (`[1, 2]`,
    /// `Array(repeating: 1, count: 2)`).
    /// So is `[1, 2, 3].map { $0 * $0 }`, whose closure keeps the element type, before another
    /// closure or an element meets a `Double` (but not beside an operand: swiftc makes
    /// `[1, 2].map { $0 * 3 } + [0.5]` an `[Any]`, `[3, 6, 0.5]`).
    static func isIntegerLiteralArray(_ expr: Expr) -> Bool {
        if case .call(let callee, let arguments) = expr.kind, case .member(let base, "map") = callee.kind,
            arguments.count == 1, case .closure(let closure) = arguments[0].value.kind
        {
            return TypedLowering.isElementArithmeticClosure(closure) && isIntegerLiteralArray(base)
        }
        return shape(expr, throughOperations: true) == .array(.int)
    }

    /// The type a literal has before its context decides (`[1, 2.5]` is `[Double]`); nil for
    /// anything that is not a literal all the way down, or an empty collection. Through operations,
    /// arithmetic, conditionals, `+` of arrays and `Array(repeating:count:)` of literals are literals too.
    private static func shape(_ expr: Expr, throughOperations: Bool) -> StaticType? {
        let shape = { (inner: Expr) in Self.shape(inner, throughOperations: throughOperations) }
        switch expr.kind {
        case .integer: return .int
        case .float: return .double
        case .prefix("-", let operand): return shape(operand)
        case .ternary(_, let whenTrue, let whenFalse) where throughOperations:
            guard let first = shape(whenTrue), let second = shape(whenFalse) else { return nil }
            return join(first, second)
        case .binary(let op, let lhs, let rhs) where throughOperations && ["+", "-", "*", "/", "%"].contains(op):
            guard let left = shape(lhs), let right = shape(rhs), let both = join(left, right) else { return nil }
            if case .array = both, op != "+" { return nil }
            return both
        case .call(let callee, let arguments) where throughOperations:
            guard case .identifier("Array") = callee.kind, arguments.map(\.label) == ["repeating", "count"],
                let element = shape(arguments[0].value)
            else { return nil }
            return .array(element)
        case .string: return .string
        case .bool: return .bool
        case .tuple(let items):
            // `[("a", 1), ("b", 2.5)]`: tuples join item by item.
            let shapes = items.compactMap { shape($0.value) }
            return shapes.count == items.count && !items.isEmpty ? .tuple(items.map(\.label), shapes) : nil
        case .array(let items):
            guard let first = items.first, var joined = shape(first) else { return nil }
            for item in items.dropFirst() {
                guard let next = shape(item), let both = join(joined, next) else { return nil }
                joined = both
            }
            return .array(joined)
        case .dictionary(let pairs):
            guard let first = pairs.first, var key = shape(first.0), var value = shape(first.1) else { return nil }
            for pair in pairs.dropFirst() {
                guard let nextKey = shape(pair.0), let nextValue = shape(pair.1), let keys = join(key, nextKey),
                    let values = join(value, nextValue)
                else { return nil }
                key = keys
                value = values
            }
            return .dictionary(key, value)
        default:
            return nil
        }
    }

    private static func join(_ a: StaticType, _ b: StaticType) -> StaticType? {
        switch (a, b) {
        case _ where a == b: return a
        case (.int, .double), (.double, .int): return .double
        case (.array(let x), .array(let y)): return join(x, y).map { .array($0) }
        case (.tuple(let labels, let x), .tuple(let otherLabels, let y))
        where labels == otherLabels && x.count == y.count:
            let items = zip(x, y).compactMap { join($0, $1) }
            return items.count == x.count ? .tuple(labels, items) : nil
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            guard let key = join(k1, k2), let value = join(v1, v2) else { return nil }
            return .dictionary(key, value)
        default: return nil
        }
    }
}
