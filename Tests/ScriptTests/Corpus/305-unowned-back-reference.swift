// unowned: a reference that never keeps its object alive and is never nil.
final class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}

final class CreditCard {
    let number: Int
    unowned let customer: Customer
    init(number: Int, customer: Customer) { self.number = number; self.customer = customer }
    deinit { print("Card #\(number) is being deinitialized") }
}

var john: Customer? = Customer(name: "John Appleseed")
john!.card = CreditCard(number: 1234_5678_9012_3456, customer: john!)
print(john!.card!.customer.name)
john = nil
print("both gone")
