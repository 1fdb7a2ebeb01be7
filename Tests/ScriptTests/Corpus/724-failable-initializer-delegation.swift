// A failable initializer that delegates (`self.init(…)` across, `super.init(…)` up) fails
// with its delegate, at once: nothing after the call runs (the Swift book's CartItem).
struct Celsius {
    var degrees: Double
    init?(degrees: Double) {
        if degrees < -273.15 { return nil }
        self.degrees = degrees
    }
    init?(fahrenheit: Double) {
        self.init(degrees: (fahrenheit - 32) * 5 / 9)
        print("converted \(fahrenheit)°F")
    }
}
print(Celsius(fahrenheit: 50)?.degrees ?? -1)
print(Celsius(fahrenheit: -1000) == nil)

class Product {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}

class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        if quantity < 1 { return nil }
        self.quantity = quantity
        super.init(name: name)
        print("made \(name) x \(quantity)")
    }
    convenience init?(single name: String) {
        self.init(name: name, quantity: 1)
        print("a single \(name)")
    }
}

if let twoSocks = CartItem(name: "sock", quantity: 2) {
    print("Item: \(twoSocks.name), quantity: \(twoSocks.quantity)")
}
if let zeroShirts = CartItem(name: "shirt", quantity: 0) {
    print("Item: \(zeroShirts.name), quantity: \(zeroShirts.quantity)")
} else {
    print("Unable to initialize zero shirts")
}
if let oneUnnamed = CartItem(name: "", quantity: 1) {
    print("Item: \(oneUnnamed.name), quantity: \(oneUnnamed.quantity)")
} else {
    print("Unable to initialize one unnamed product")
}
print(CartItem(single: "hat")?.quantity ?? 0)
print(CartItem(single: "") == nil)
