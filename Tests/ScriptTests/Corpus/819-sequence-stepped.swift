// A program's own Sequence, visited one `next()` at a time: by `for … in` (a `break` stops asking,
// so an endless sequence ends) and by map, filter, reduce, first(where:), contains(where:), allSatisfy,
// prefix(while:), forEach. The interpreter asked for every element first: its `next()` printing came
// all before the loop body, and an endless sequence never reached the body.
for x in Countdown(n: 3) {
    print("body", x)
    if x == 2 { break }
}
for n in Naturals() {
    if n > 3 { break }
    print(n)
}
outer: for a in Countdown(n: 2) {
    for b in Naturals() {
        if b > 2 { continue outer }
        print(a, b)
    }
}
print(Countdown(n: 2).map { $0 * 10 })
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        print("next", n)
        guard n > 0 else { return nil }
        defer { n -= 1 }
        return n
    }
}
print(Countdown(n: 3).map { x -> Int in print("map", x); return x * 2 })
print(Countdown(n: 3).first { $0 < 3 } as Any)
print(Countdown(n: 3).contains { $0 == 3 }, Countdown(n: 2).allSatisfy { $0 > 1 })
print(Countdown(n: 3).filter { $0 != 2 }, Countdown(n: 3).reduce(0) { $0 + $1 })
Countdown(n: 2).forEach { print("each", $0) }
print(Countdown(n: 4).prefix(while: { $0 > 2 }), Countdown(n: 3).compactMap { $0 == 2 ? nil : $0 })
struct Naturals: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var i = 0
        return AnyIterator { i += 1; return i }
    }
}
print(Naturals().first { $0 * $0 > 50 } as Any, Naturals().contains { $0 == 7 }, Naturals().prefix(while: { $0 < 4 }))
print(Countdown(n: 3).sorted(), Countdown(n: 2).min() as Any)
