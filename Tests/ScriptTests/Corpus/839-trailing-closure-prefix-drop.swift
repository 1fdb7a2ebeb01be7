// A program sequence's `prefix { … }` and `drop { … }` with a trailing closure are
// `prefix(while:)` (an array) and `drop(while:)`; `prefix(2)` is a PrefixSequence.
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        if n == 0 { return nil }
        defer { n -= 1 }
        return n
    }
}
print(Array(Countdown(n: 5).prefix(2)))
print(Countdown(n: 5).prefix { $0 > 3 })
print(Countdown(n: 5).prefix(while: { $0 > 2 }))
for x in Countdown(n: 4).prefix(3) { print(x) }
print(Array(Countdown(n: 5).drop { $0 > 3 }))
print(Countdown(n: 5).drop { $0 > 3 }.map { $0 * 10 })
