// A cart model: Double totals from integer literals, tracked by Observation.
import Observation

struct LineItem {
    var name: String
    var unitPrice: Double
    var quantity: Int
    var total: Double { unitPrice * Double(quantity) }
}

@Observable
final class Cart {
    var items: [LineItem] = []
    var discount: Double = 0
    var subtotal: Double { items.reduce(0) { $0 + $1.total } }
    var total: Double { max(0, subtotal - discount) }
}

let cart = Cart()
func watchTotal() {
    withObservationTracking {
        print("total:", cart.total)
    } onChange: {
        print("cart changing")
    }
}
watchTotal()
cart.items.append(LineItem(name: "tea", unitPrice: 4, quantity: 2))
watchTotal()
cart.discount = 1
watchTotal()
cart.items[0].quantity += 1
print(cart.total)
