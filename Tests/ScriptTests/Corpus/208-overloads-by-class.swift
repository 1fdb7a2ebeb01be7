// The overload is chosen by the static type, not by the object's dynamic class.
class Animal {
    func sound() -> String { "..." }
}
final class Dog: Animal {
    override func sound() -> String { "woof" }
}

func label(_ animal: Animal) -> String { "animal that says \(animal.sound())" }
func label(_ dog: Dog) -> String { "dog that says \(dog.sound())" }

let rex = Dog()
let pet: Animal = rex
print(label(rex))
print(label(pet))
let animals: [Animal] = [Dog(), Animal()]
for a in animals { print(label(a)) }
