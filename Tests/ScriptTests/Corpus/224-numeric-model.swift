// A small inventory with sized counters and Float prices.
struct Item {
    var name: String
    var stock: UInt16
    var price: Float
}

var items = [
    Item(name: "pen", stock: 120, price: 1.2),
    Item(name: "pad", stock: 40, price: 3.5),
]
items[0].stock -= 20
items[1].stock += 5
for item in items {
    print(item.name, item.stock, item.price, Float(item.stock) * item.price)
}
let units = items.reduce(0) { $0 + Int($1.stock) }
print(units)
print(items.map(\.price).max() ?? 0)
print(UInt16.max - items[0].stock)
