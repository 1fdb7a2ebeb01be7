// A literal argument of a generic parameter type takes the type the other arguments bind:
// `sum([Double](), from: 0)` starts from 0.0. An unconstrained `T` given a Double and a
// literal inside `print` is `Any`, so the literal stays an Int there.
func sum<T: Numeric>(_ values: [T], from start: T) -> T { values.reduce(start, +) }
let none: [Double] = []
print(sum(none, from: 0), sum([Double](), from: 1), sum([Float](), from: 2), sum([1, 2], from: 0))
func firstOr<T: Equatable>(_ values: [T], _ fallback: T) -> T { values.first ?? fallback }
func firstOrAny<T>(_ values: [T], _ fallback: T) -> T { values.first ?? fallback }
print(firstOr(none, 7), firstOrAny(none, 8))
func later<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? b : a }
func either<T>(_ a: T, _ b: T, first: Bool) -> T { first ? a : b }
let half = 0.5
print(later(half, 1), later(1, half), either(half, 1, first: false))
