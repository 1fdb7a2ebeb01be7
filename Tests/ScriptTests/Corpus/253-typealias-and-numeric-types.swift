// Typealiases of numeric types keep their meaning: literals take the aliased type.
typealias Money = Double
typealias Percent = Double
typealias Level = UInt8

func apply(_ rate: Percent, to amount: Money) -> Money { amount * (1 + rate / 100) }
print(apply(10, to: 200))
let fee: Money = 3
print(fee)
var level: Level = 254
level = level &+ 3
print(level)
let prices: [Money] = [1, 2, 3]
print(prices.reduce(0, +))
