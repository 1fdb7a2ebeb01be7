// $0, $1 shorthand arguments and operator functions as closures.
let prices = [4, 10, 7, 1]
print(prices.map { $0 * 2 })
print(prices.filter { $0 > 5 })
print(prices.reduce(0) { $0 + $1 })
print(prices.reduce(0, +))
print(prices.sorted(by: <), prices.sorted(by: >))
print(prices.sorted { $1 < $0 })
let names = ["Grace", "Ada", "Linus"]
print(names.map { $0.count }, names.map { "\($0)!" })
print(names.sorted { $0.count < $1.count })
print(zip(names, prices).map { "\($0)=\($1)" })
let combine: (Int, Int) -> Int = { $0 * 10 + $1 }
print(combine(4, 2))
let isLong: (String) -> Bool = { $0.count > 3 }
print(names.filter(isLong))
