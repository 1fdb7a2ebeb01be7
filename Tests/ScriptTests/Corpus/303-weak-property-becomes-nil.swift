// A weak reference does not keep its object alive and reads nil once it is gone.
final class Owner {
    let name: String
    var pet: Pet?
    init(name: String) { self.name = name }
    deinit { print("owner \(name) gone") }
}

final class Pet {
    let name: String
    weak var owner: Owner?
    init(name: String) { self.name = name }
    deinit { print("pet \(name) gone") }
}

var pet = Pet(name: "Rex")
do {
    let owner = Owner(name: "Sam")
    owner.pet = pet
    pet.owner = owner
    print("owner of \(pet.name):", pet.owner?.name ?? "nobody")
}
print("after scope, owner of \(pet.name):", pet.owner?.name ?? "nobody")

var keeper: Owner? = Owner(name: "Kim")
weak var observer = keeper
print("observer sees", observer?.name ?? "nil")
keeper = nil
print("observer sees", observer?.name ?? "nil")
print(observer == nil)
