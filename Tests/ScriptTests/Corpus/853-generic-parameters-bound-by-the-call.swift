// A generic function whose body uses its `T` as a type: a literal of `T`, `T.zero`, `.zero`,
// `T.self`. Swift decides `T` at each call from the arguments (or the context), and so does
// the workbook: the call passes the type it binds.

func sum<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
func average<T: BinaryFloatingPoint>(_ xs: [T]) -> T { xs.isEmpty ? 0 : xs.reduce(0, +) / T(xs.count) }
func countUp<T: Numeric>(_ n: Int, by step: T) -> [T] {
    var out: [T] = []
    var value: T = 0
    for _ in 0..<n {
        value += step
        out.append(value)
    }
    return out
}
func describe<T>(_ x: T) -> String { "\(T.self): \(x)" }
func largestOrZero<T: Comparable & Numeric>(_ xs: [T]) -> T { xs.max() ?? 0 }
func scaled<T: FloatingPoint>(_ xs: [T], by k: T = 2) -> [T] { xs.map { $0 * k + 1 } }
func total<T: AdditiveArithmetic>(_ xs: [T]) -> T { xs.reduce(.zero, +) }
func adder<T: Numeric>(_ start: T) -> (T) -> T { { $0 + start + 1 } }

print(sum([1, 2, 3]))
print(sum([1.5, 2.5]))
let prices: [Double] = [3, 4]
print(sum(prices))
let budget: Double = sum([1, 2])
print(budget)
print(average([2.0, 3.0]), average([Float(1), 2]), average([Double]()))
print(countUp(3, by: 2), countUp(2, by: 0.5))
print(describe(3), describe("a"), describe([1.0]), describe(prices))
print(largestOrZero([3, 9, 2]), largestOrZero([Double]()), largestOrZero([Int]()))
print(scaled([1.0, 2.0]), scaled([Float(1)], by: 3))
print(total([2.0, 3]), total([1, 2]))
let addToHalf = adder(2.5)
print(addToHalf(1))
let counts = [4, 5]
print(sum(counts) * 2, type(of: sum(counts)))
