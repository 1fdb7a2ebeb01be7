// Dictionary: subscripts, defaults, updates; iterate in sorted key order.
var stock = ["apples": 3, "pears": 0]
stock["plums"] = 7
stock["apples", default: 0] += 2
stock["kiwis", default: 0] += 1
print(stock.count, stock["apples"] ?? 0, stock["mangos"] ?? 0)
print(stock["mangos"] == nil)
let old = stock.updateValue(10, forKey: "pears")
print("old pears:", old ?? -1)
stock.removeValue(forKey: "plums")
stock["kiwis"] = nil
for key in stock.keys.sorted() {
    print(key, stock[key] ?? 0)
}
print(stock.values.reduce(0, +))
let doubled = stock.mapValues { $0 * 2 }
print(doubled.keys.sorted().map { "\($0)=\(doubled[$0] ?? 0)" })
let empty: [String: Int] = [:]
print(empty.isEmpty)
for (name, amount) in stock.sorted(by: { $0.key < $1.key }) {
    print("\(name): \(amount)")
}
