// What Swift binds a generic call's `T` to when literals decide it: integer and float literals
// together make a Double, the expected result decides a closure's type, and a call whose `T`
// only integer literals bind takes the type the other elements of an array give.

func clamp<T: Comparable>(_ x: T, _ low: T, _ high: T) -> T { min(max(x, low), high) }
func pick<T>(_ first: T, or second: T) -> T { first }
func sum<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
func normalize<T: BinaryFloatingPoint>(_ xs: [T]) -> [T] {
    guard let top = xs.max(), top != 0 else { return xs.map { _ in 0 } }
    return xs.map { $0 / top }
}
func runningTotals<T: Numeric>(_ xs: [T]) -> [T] {
    var running: T = 0
    return xs.map { x in
        running += x
        return running
    }
}

print(clamp(-2.5, 0, 1), clamp(5, 0, 1), clamp("m", "a", "k"))
print(pick(1, or: 2.5), pick("left", or: "right"))
print(normalize([0.0, 0.0]), normalize([1.0, 4]), normalize([Float(2), 8]))
print(runningTotals([1, 2, 3]), runningTotals([0.5, 0.25]), runningTotals([Double]()))
print([sum([1, 2]), 2.5], [-sum([1]), 2.5], [2.5, sum([4])])
print([max(1, 2), 2.5], [abs(-3), 0.5], [min(4, 9), 1.5])
let readings = ["low": max(1, 2), "high": 2]
print(readings.sorted { $0.key < $1.key })
