// Optional chaining through a model graph; nil-coalescing and map/flatMap.
final class Address { var city: String; init(city: String) { self.city = city } }
final class Person {
    var name: String
    var address: Address?
    var friends: [Person] = []
    init(name: String, address: Address? = nil) { self.name = name; self.address = address }
}
let ann = Person(name: "Ann", address: Address(city: "Oslo"))
let bo = Person(name: "Bo")
ann.friends = [bo]
print(ann.address?.city ?? "unknown", bo.address?.city ?? "unknown")
print(ann.friends.first?.address?.city.uppercased() ?? "no city")
bo.address = Address(city: "Rome")
print(ann.friends.first?.address?.city.count as Any)
let maybeNumber: String? = "42"
print(maybeNumber.flatMap { Int($0) }.map { $0 * 2 } ?? 0)
if let city = ann.address?.city, city.count > 3 { print("long city", city) } else { print("short city") }
