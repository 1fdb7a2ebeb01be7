// A generic type's parameter used as a type in stored properties' initial values and in its
// initializers (`var total: T = 0`, `T(exactly: n)`, `init(step: T = 1)`): each construction's own
// type, whether written (`Acc<Double>()`), the context's (`let f: Stats<Float> = Stats()`, a
// function's result, `.init()`), or in an extension's convenience initializer.
struct Stats<T: BinaryFloatingPoint> {
    var sum: T = 0
    var minimum = T.infinity
    var values: [T] = []
    var scale: T
    init(scale: Int = 1) { self.scale = T(scale) }
    init(copying other: Stats<T>) {
        self.init(scale: Int(other.scale))
        sum = other.sum
    }
    mutating func add(_ x: T) {
        sum += x * scale
        minimum = min(minimum, x)
        values.append(x)
    }
    var mean: T { values.isEmpty ? 0 : sum / T(values.count) }
}

var stats = Stats<Double>(scale: 2)
stats.add(1.5)
stats.add(0.5)
print(stats.sum, stats.minimum, stats.mean)
print(stats)
let floats: Stats<Float> = Stats()
print(floats, floats.minimum)
let copy = Stats<Double>(copying: stats)
print(copy.sum, copy.scale)
func tripled() -> Stats<Float> { Stats(scale: 3) }
print(tripled().scale)
print([Stats<Double>(), Stats<Double>(scale: 5)].map(\.scale))
let implicit: Stats<Double> = .init(scale: 4)
print(implicit.scale, Stats<Float>.init().sum)

final class Counter<Value: Numeric> {
    var count: Value = 0
    let step: Value
    init(step: Value = 1) { self.step = step }
    func tick() { count += step }
}
extension Counter {
    convenience init(startingAt start: Value) {
        self.init()
        count = start
    }
}
let whole = Counter<Int>()
whole.tick()
whole.tick()
let half = Counter<Double>(step: 0.5)
half.tick()
let started = Counter<Double>(startingAt: 10)
started.tick()
print(whole.count, half.count, type(of: half.count), started.count)

struct Exact<T: BinaryFloatingPoint> {
    var converted: T?
    init(_ whole: Int) { converted = T(exactly: whole) }
}
print(Exact<Float>(16_777_217).converted as Any, Exact<Double>(16_777_217).converted as Any)
print(Double(exactly: 3) as Any, Float(exactly: 0.1) as Any, Double(exactly: Double.nan) as Any)
