// Operators on script types: `static prefix func -` beside a binary `-`, `+=`, `*` by a scalar,
// `==` and `<` used by sorted/min/max, and operators passed as functions.
struct Vector2: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double
    static let zero = Vector2(x: 0, y: 0)
    static func + (lhs: Vector2, rhs: Vector2) -> Vector2 { Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: Vector2, rhs: Vector2) -> Vector2 { Vector2(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static prefix func - (v: Vector2) -> Vector2 { Vector2(x: -v.x, y: -v.y) }
    static func * (lhs: Vector2, rhs: Double) -> Vector2 { Vector2(x: lhs.x * rhs, y: lhs.y * rhs) }
    static func += (lhs: inout Vector2, rhs: Vector2) { lhs = lhs + rhs }
    var description: String { "(\(x), \(y))" }
}
var p = Vector2.zero
let moves = [Vector2(x: 1, y: 2), Vector2(x: 3, y: -1), Vector2(x: -0.5, y: 0.5)]
for m in moves { p += m }
print(p, -p, p * 2, -(-p) == p)
print(p - Vector2(x: 3.5, y: 1.5) == .zero, moves.reduce(.zero, +) == p)
print(moves.map { -$0 })

struct Money: Comparable, CustomStringConvertible {
    let cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static prefix func - (m: Money) -> Money { Money(cents: -m.cents) }
    var description: String { (cents < 0 ? "-" : "") + "$\(abs(cents) / 100)" }
}
let prices = [Money(cents: 1999), Money(cents: 250), Money(cents: 10000)]
print(prices.sorted(), prices.max()!, prices.min()!)
print(prices.reduce(Money(cents: 0), +), -prices[0], prices.map { -$0 }.sorted(by: >))
print(Money(cents: 5) > Money(cents: 3), Money(cents: 5) <= Money(cents: 5))
