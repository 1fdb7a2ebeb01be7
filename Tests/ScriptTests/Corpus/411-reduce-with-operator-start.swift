// `reduce(start, +)`: combining elements with an operator makes the start the element type,
// so a literal or implicit-member start (`0`, `.zero`) is one of the elements' own values.
struct Money: ExpressibleByIntegerLiteral, AdditiveArithmetic, CustomStringConvertible {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral v: Int) { cents = v * 100 }
    static var zero: Money { Money(cents: 0) }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    var description: String { "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
let prices: [Money] = [5, Money(cents: 250), 1]
print(prices.reduce(.zero, +), prices.reduce(0, +), prices.reduce(10, -))
let weights = [1.5, 2.25]
print(weights.reduce(0, +), weights.reduce(1, *))
let total = prices.reduce(0) { $0 + $1.cents }
print(total)
