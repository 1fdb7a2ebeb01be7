// withObservationTracking returns what its closure returns.
import Observation

@Observable
final class Cart {
    var prices: [Int] = [3, 4]
    var discount = 1
}

let cart = Cart()
let total = withObservationTracking {
    cart.prices.reduce(0, +) - cart.discount
} onChange: {
    print("total is stale")
}
print("total:", total)
let description: String = withObservationTracking {
    "\(cart.prices.count) items"
} onChange: {
    print("description is stale")
}
print(description)
cart.discount = 2
cart.prices.append(10)
