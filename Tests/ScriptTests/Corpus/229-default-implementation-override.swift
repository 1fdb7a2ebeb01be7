// A default implementation of a requirement is replaced by the conforming type's own;
// a protocol inheriting another sees both.
protocol Animal {
    var name: String { get }
    func sound() -> String
}

extension Animal {
    func sound() -> String { "..." }
    func introduce() -> String { "\(name) says \(sound())" }
}

protocol Pet: Animal {
    var owner: String { get }
}

extension Pet {
    func introduce() -> String { "\(name) (owned by \(owner)) says \(sound())" }
}

struct Cat: Pet {
    var name: String
    var owner: String
    func sound() -> String { "meow" }
}

struct Fish: Animal {
    var name: String
}

let cat = Cat(name: "Tom", owner: "Ann")
print(cat.introduce())
let animal: any Animal = cat
print(animal.introduce())
let pet: any Pet = cat
print(pet.introduce())
print(Fish(name: "Nemo").introduce())
