// A class that conforms to a protocol by its extension's default keeps that default for
// calls made through the class's own type: a subclass's method of the same name shadows
// it, it does not override it (only a method the class itself declares can be overridden).
protocol Greeter {
    func hello() -> String
}
extension Greeter {
    func hello() -> String { "hello from the default" }
}

class Animal: Greeter {}
class Dog: Animal {
    func hello() -> String { "woof" }
}
class Puppy: Dog {
    override func hello() -> String { "yip" }
}

let dog = Dog()
let asAnimal: Animal = dog
let asGreeter: any Greeter = dog
print(dog.hello())
print(asAnimal.hello())
print(asGreeter.hello())

let puppy: Dog = Puppy()
print(puppy.hello())
let animals: [Animal] = [Animal(), Dog(), Puppy()]
for animal in animals {
    print(animal.hello())
}
