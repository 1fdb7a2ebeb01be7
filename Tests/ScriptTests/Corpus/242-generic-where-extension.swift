// Extensions of one's own generic type, and a protocol extension used from generic code.
protocol Priced {
    var price: Double { get }
}

extension Priced {
    func withTax(_ rate: Double = 20) -> Double { price + price * rate / 100 }
}

struct Coffee: Priced { var price: Double { 3 } }
struct Cake: Priced { var price: Double = 4.5 }

struct Basket<Item: Priced> {
    var items: [Item] = []
    mutating func add(_ item: Item) { items.append(item) }
    var total: Double { items.reduce(0) { $0 + $1.withTax() } }
}

var coffees = Basket<Coffee>()
coffees.add(Coffee())
coffees.add(Coffee())
print(coffees.total)
var cakes = Basket<Cake>()
cakes.add(Cake())
cakes.add(Cake(price: 2))
print(cakes.total, Cake().withTax(10))
