// lazy in generic functions, over a dictionary, a string and a program's own endless Sequence; and
// String(…) of a lazy chain of Characters (the interpreter printed the prelude's struct).
func firstSquare<S: Sequence>(_ s: S) -> Int? where S.Element == Int {
    s.lazy.map { print("sq", $0); return $0 * $0 }.first { $0 > 10 }
}
print(firstSquare([1, 2, 3, 4, 5]) as Any)
print(firstSquare(1...) as Any)
let dict = ["b": 2, "a": 1]
let keys = dict.lazy.filter { $0.value > 1 }.map(\.key)
print(Array(keys))
struct Fib: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? { defer { (a, b) = (b, a + b) }; return a }
}
let bigFibs = Fib().lazy.filter { $0 % 2 == 0 }.map { "fib \($0)" }
for s in bigFibs { print(s); if s.count > 6 { break } }
print(Fib().lazy.map { $0 * 2 }.first { $0 > 50 } as Any)
let text = "a1b2c3"
print(String(text.lazy.filter(\.isLetter)), text.lazy.compactMap(\.wholeNumberValue).reduce(0, +))
let nums = [5, 3, 8]
let doubled = nums.lazy.map { $0 * 2 }
print(doubled.sorted(), doubled.max()!, doubled.count, doubled.isEmpty)
var total = 0
doubled.forEach { total += $0 }
print(total, doubled.contains(16), doubled.allSatisfy { $0 > 5 })
print(zip(doubled, nums).map { $0 - $1 })
