// Dictionary methods: filter, compactMapValues, merge, keys and values; printed sorted.
var prices = ["apple": 3, "pear": 5, "plum": 2]
let cheap = prices.filter { $0.value < 4 }
print(cheap.keys.sorted())
let parsed = ["a": "1", "b": "x", "c": "3"].compactMapValues { Int($0) }
print(parsed.keys.sorted(), parsed.values.sorted())
prices.merge(["pear": 6, "kiwi": 4]) { old, new in max(old, new) }
print(prices.keys.sorted().map { "\($0)=\(prices[$0]!)" })
let combined = prices.merging(["apple": 1]) { first, _ in first }
print(combined["apple"] ?? 0, combined.count)
print(prices.keys.contains("kiwi"), prices.values.contains(2))
print(prices.isEmpty, prices.count)
let total = prices.values.reduce(0, +)
print(total)
if let cheapest = prices.min(by: { $0.value < $1.value }) {
    print("cheapest: \(cheapest.key) at \(cheapest.value)")
}
prices.removeAll()
print(prices.isEmpty)
