// An initializer called with written generic arguments: `Clamped<Double>(wrappedValue: 0, -40...50)`
// types the range by them (a ClosedRange<Double>), and `Pair<Double, Int?>(a: 1, b: 2)` stores
// `Optional(2)`. The interpreter kept `-40...50` an Int range and printed `Clamped<Int>(…)`.
struct Clamped<T: Comparable> {
    var value: T
    let range: ClosedRange<T>
    init(wrappedValue: T, _ range: ClosedRange<T>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}
let c = Clamped<Double>(wrappedValue: 0, -40...50)
print(c.range, c.value, c)
let d = Clamped<Double>(wrappedValue: 70, -40...50)
print(d.value, type(of: d.range))
struct Pair<A, B> { var a: A; var b: B }
let p = Pair<Double, Int?>(a: 1, b: 2)
print(p, p.a / 4)
struct Bag<T> { var items: [T] }
print(Bag<Double>(items: [1, 2]).items)
