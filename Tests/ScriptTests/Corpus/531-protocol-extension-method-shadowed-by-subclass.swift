// A protocol extension's method that is not a requirement dispatches on the static type: a
// subclass declaring the same method (without `override`) shadows it only where the static type
// is that subclass. On a value typed as the superclass, `any P` or `T: P`, the extension runs.
protocol Describable {}
extension Describable {
    func describe() -> String { "generic" }
    var label: String { "generic label" }
}
class Pet: Describable {
    func intro() -> String { self.describe() }
    func implicitIntro() -> String { describe() }
    func labelled() -> String { label + " / " + self.label }
}
class Parrot: Pet {
    func describe() -> String { "parrot" }
    var label: String { "parrot label" }
}
class Budgie: Parrot {}
let pet: Pet = Parrot()
let parrot = Parrot()
let budgieAsPet: Pet = Budgie()
let any: any Describable = Parrot()
func show<T: Describable>(_ value: T) -> String { value.describe() }
print(pet.describe(), "|", pet.label)
print(parrot.describe(), "|", parrot.label)
print(budgieAsPet.describe(), Budgie().describe())
print(any.describe(), show(parrot), show(pet))
print(pet.intro(), parrot.intro(), parrot.implicitIntro())
print(parrot.labelled())
let pets: [Pet] = [Pet(), Parrot()]
print(pets.map { $0.describe() })
let maybe: Pet? = Parrot()
print(maybe?.describe() ?? "none")
func make() -> Pet { Parrot() }
print(make().describe())
