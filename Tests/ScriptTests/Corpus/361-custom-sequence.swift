// Types that conform to Sequence: with an iterator type, or being their own iterator.
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> CountdownIterator { CountdownIterator(current: start) }
}
struct CountdownIterator: IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
for n in Countdown(start: 3) { print(n, terminator: " ") }
print("liftoff")
print(Countdown(start: 5).map { $0 * $0 }, Countdown(start: 4).filter { $0.isMultiple(of: 2) })
print(Countdown(start: 6).reduce(0, +), Array(Countdown(start: 2)), Countdown(start: 3).contains(2))

struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0, b = 1
    let limit: Int
    mutating func next() -> Int? {
        guard a <= limit else { return nil }
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(Fibonacci(limit: 50)))
for (i, f) in Fibonacci(limit: 5).enumerated() { print(i, f) }
