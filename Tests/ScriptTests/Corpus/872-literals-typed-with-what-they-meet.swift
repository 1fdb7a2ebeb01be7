// Swift types literals together with what they meet: an operand, the other branch, the closure
// that transforms them, the element taken out of them, a generic parameter's floating-point
// constraint. Each line printed an Int-typed answer in the interpreter before (0.5 for 1.0).
let c = Bool.random() || true

// Operands and branches made of literals join.
let a = [1] + [2.5]
print(a, type(of: a))
print([1] + [2] + [2.5], [0.5] + [1, 2] + [3])
let b = Array(repeating: 0, count: 2) + [1.5]
print(b, [1.5] + Array(repeating: 0, count: 2))
print(Array(repeating: 1, count: 2) + Array(repeating: 0.5, count: 1))
let t = c ? [1, 2] : [0.5]
print(t, type(of: t))
print(c ? [1] : [2.5])  // each branch passed to print as Any: [1]
print((c ? 3 : 4) / 2 + 0.5, c ? (c ? 1 : 2) : 2.5)
let pairs = [(1, 2.5), (3, 4)]
print(pairs, [("a", 1), ("b", 2.5)])
print([1] + [2.5])

// The closure decides the elements.
print([1, 2].map { x -> Double in let half = x / 2; return half + 0.5 })
print([4, 6].map { x -> Double in
    let third = x / 3
    let twice = third * 2
    return twice
})
print(Array(repeating: 1, count: 2).map { $0 / 2 + 0.5 })
print([1, 2, 3].map { $0 * $0 }.map { $0 / 2 + 0.5 })
print([1, 2].map { $0 * 3 } + [0.5])  // swiftc makes this an [Any]: [3, 6, 0.5]

// An element taken out of the literal is typed with it.
print([1, 2].max()! / 4 + 0.5, [1, 2][0] / 4 + 0.5, [1, 2].first! / 4 + 0.5)
print([1, 2].max { $0 < $1 }! / 4 + 0.5, -[1, 2].max()! / 4 + 0.5)
print([1, 2].reduce(0) { $0 + $1 / 2 } + 0.5, [90, 85, 77].reduce(0, +) / 3.0)
print([3, 4].first! / 2, [3, 4][1] + 0.25)

// A floating-point constraint makes integer literals Doubles.
func mean<T: BinaryFloatingPoint>(_ xs: [T]) -> T { xs.reduce(0, +) / T(xs.count) }
func half<T: FloatingPoint>(_ x: T) -> T { x / 2 }
func scale<T>(_ x: T, by k: T) -> T where T: BinaryFloatingPoint { x * k }
print(mean([1, 2]), half(3), scale(3, by: 2))
struct Stats<T: BinaryFloatingPoint> {
    var values: [T]
    var mean: T { values.reduce(0, +) / T(values.count) }
}
let stats = Stats(values: [1, 2])
print(stats.mean, stats.values)
extension Array where Element: BinaryFloatingPoint {
    var average: Element { isEmpty ? 0 : reduce(0, +) / Element(count) }
}
print([1, 2].average, [1.0, 2].average)
func total<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
print(total([1, 2]), [1, 2].reduce(0, +) / 4)
