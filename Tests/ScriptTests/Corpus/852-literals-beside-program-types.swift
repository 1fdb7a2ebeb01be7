// A literal beside a value of the program's own type takes the type Swift gives it: the other
// parameter of the program's operator (`price * 3` with `static func * (Money, Int)` is an `Int`,
// though `Money` is `ExpressibleByIntegerLiteral`), or the array's other elements (`[wallet, 1]`).
struct Money: CustomStringConvertible, Comparable, ExpressibleByIntegerLiteral {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral dollars: Int) { cents = dollars * 100 }
    static let zero = Money(cents: 0)
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func * (a: Money, k: Int) -> Money { Money(cents: a.cents * k) }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
func * (k: Int, m: Money) -> Money { m * k }

let price = Money(cents: 250)
var wallet: Money = 10
wallet = wallet + 2
print(price * 3, 2 * price, wallet, wallet > 11, price + 1)
let prices = [price, 1, .zero, Money(cents: 5)]
print(prices, prices.min()!, prices.max()!, [wallet, 1].sorted(), prices.reduce(.zero, +))
let mixed = [1, 2.5, -3]
print(mixed, type(of: mixed))
