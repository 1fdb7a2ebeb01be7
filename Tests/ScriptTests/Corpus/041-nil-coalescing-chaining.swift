// ?? defaults and optional chaining through properties, methods and subscripts.
struct Address {
    var city: String
    func label() -> String { "City of \(city)" }
}
final class UserProfile {
    var name: String
    var address: Address?
    var friends: [UserProfile] = []
    init(name: String, address: Address? = nil) {
        self.name = name
        self.address = address
    }
}

let ada = UserProfile(name: "Ada", address: Address(city: "London"))
let tim = UserProfile(name: "Tim")
ada.friends.append(tim)

print(ada.address?.city ?? "unknown", tim.address?.city ?? "unknown")
print(ada.address?.label() ?? "-", tim.address?.label() ?? "-")
print(ada.friends.first?.name ?? "no friends", tim.friends.first?.name ?? "no friends")
print(ada.friends.first?.address?.city ?? "friend has no city")
print(ada.address?.city.count ?? 0)
tim.address?.city = "Nowhere"
print(tim.address == nil)
ada.address?.city = "Paris"
print(ada.address!.city)
let maybe: UserProfile? = ada
print(maybe?.friends.count ?? -1)
let noOne: UserProfile? = nil
print(noOne?.name ?? "nobody", noOne?.friends.first?.name ?? "nobody's friend")
let a: Int? = nil, b: Int? = nil, c: Int? = 3
print(a ?? b ?? c ?? 0)
