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
            guard let shape = shape(element) else { return nil }
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

    /// The type a literal has before its context decides (`[1, 2.5]` is `[Double]`); nil for
    /// anything that is not a literal all the way down, or an empty collection.
    private static func shape(_ expr: Expr) -> StaticType? {
        switch expr.kind {
        case .integer: return .int
        case .float: return .double
        case .prefix("-", let operand): return shape(operand)
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
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            guard let key = join(k1, k2), let value = join(v1, v2) else { return nil }
            return .dictionary(key, value)
        default: return nil
        }
    }
}
