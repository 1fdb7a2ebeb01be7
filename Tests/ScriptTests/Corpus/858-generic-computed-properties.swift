// Read-only computed properties whose getters use their type's generic parameter as a type
// (a literal of it, `T(count)`), and members passing that parameter on to one another and to
// generic functions: each read passes the type its receiver names, so an empty `[Double]`
// sums to `0.0`, not `0`.
extension Array where Element: Numeric {
    var total: Element { reduce(0, +) }
    var totalSquared: Element { total * total }
    func weighted(_ weight: Element) -> Element { total * weight }
}

extension Collection where Element: BinaryFloatingPoint {
    var mean: Element { isEmpty ? 0 : reduce(0, +) / Element(count) }
}

struct Stats<T: BinaryFloatingPoint> {
    var values: [T]
    var total: T { values.reduce(0, +) }
    var mean: T { values.isEmpty ? 0 : total / T(values.count) }
    var variance: T {
        let m = mean
        return values.isEmpty ? 0 : values.map { ($0 - m) * ($0 - m) }.reduce(0, +) / T(values.count)
    }
    var kind: String { "\(T.self)" }
    func report() -> String { "\(kind): mean \(mean), variance \(variance)" }
    func scaled(by k: T) -> Stats<T> { Stats(values: values.map { $0 * k }) }
}

final class Tally<T: Numeric> {
    var items: [T] = []
    var sum: T { items.reduce(0, +) }
    @discardableResult func add(_ x: T) -> Tally<T> {
        items.append(x)
        return self
    }
    func label() -> String { "\(T.self) tally" }
    func summary() -> String { "\(label()): \(items.count) items, sum \(sum)" }
}

// A global function named like a method: inside the type, `label()` is the method.
func label(_ n: Int) -> String { "#\(n)" }

func sum<T: Numeric>(_ xs: [T]) -> T {
    xs.isEmpty ? 0 : xs[0] + sum(Array(xs.dropFirst()))
}
func power<T: Numeric>(_ x: T, _ n: Int) -> T { n == 0 ? 1 : x * power(x, n - 1) }
func twice<T: Numeric>(_ xs: [T]) -> T { sum(xs) * 2 }
func spread<T: BinaryFloatingPoint>(_ s: Stats<T>) -> T { s.variance * 2 }

let none: [Double] = []
print(none.total, [1, 2, 3].total, [0.5, 2].totalSquared, none.weighted(3), [2].weighted(3))
print([2.0, 4.0].mean, [Float]().mean, [1.0, 2].mean)
let maybe: [Double]? = [1, 2]
print(maybe?.total as Any, maybe?.mean ?? -1)

let stats = Stats<Double>(values: [1, 2, 3, 4])
print(stats.total, stats.mean, stats.variance, stats.report())
print(Stats<Float>(values: []).report(), stats.scaled(by: 2).mean, spread(stats))
print("interpolated: \(stats.mean) of \(stats.kind)")

let tally = Tally<Double>().add(1).add(2.5)
print(tally.sum, tally.summary(), Tally<Int>().summary(), label(3))

print(sum([1, 2, 3]), sum([1.5, 2]), sum(none), power(2.0, 3), power(3, 2), twice([0.5]), twice([Int]()))
