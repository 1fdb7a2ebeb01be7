// An integer literal takes the type its context gives it.
let price: Double = 3
print(price)
var total: Double = 0
total += 10
print(total)
let ratio = 1 / 2 * price
print(ratio)
let scaled = price * 2 + 1
print(scaled)
let maybe: Double? = 4
print(maybe ?? 0)
let fallback: Double = maybe ?? 1
print(fallback)
let list: [Double] = [1, 2, 3]
print(list)
let table: [String: Double] = ["a": 1, "b": 2]
print(table.keys.sorted().map { table[$0]! })
print([1, 2] as [Double])
print(7 as Double)
