// Overloads Swift ranks after the conversions are counted: the nearer superclass parameter is
// the more specialized; between candidates taking the same types, the one that leaves fewer
// parameters to their defaults; a mixed array literal where `[Any]` is asked for is `[Any]`.
class Animal {}
class Dog: Animal {}
class Puppy: Dog {}
func kind(_ a: Animal) -> String { "animal" }
func kind(_ d: Dog) -> String { "dog" }
func measure(_ x: Int, scale: Int = 2) -> String { "scaled \(x * scale)" }
func measure(_ x: Int) -> String { "plain \(x)" }
func list(_ xs: [Any]) -> String { "any array of \(xs.count)" }
func list(_ xs: [Int]) -> String { "int array of \(xs.count)" }
func pick(_ x: Int?) -> String { "optional" }
func pick(_ x: Any) -> String { "any" }

let puppy = Puppy()
let pet: Animal = puppy
print(kind(puppy), kind(Dog()), kind(pet), kind(Animal()))
print(measure(3), measure(3, scale: 5))
print(list([1, 2]), list(["a"]), list([1, "a", 2.5]))
let n = 4
print(pick(n), pick(nil), pick(Optional(n)))
let numbers = [1, 2.5, -3]
print(numbers, type(of: numbers), type(of: [Dog(), Puppy()]), type(of: [puppy, Dog(), Animal()]))
// A value of a type that adopts an existential's protocols joins it: the literal is `[any Greeter]`,
// and a protocol extension's own method (no requirement) is reached through the protocol.
protocol Greeter { func greet() -> String }
extension Greeter { func farewell() -> String { "bye from the extension" } }
struct Friendly: Greeter {
    func greet() -> String { "hi" }
    func farewell() -> String { "bye from Friendly" }
}
print([Friendly() as any Greeter, Friendly()].map { $0.farewell() }, [Friendly(), Friendly() as any Greeter].map { $0.greet() })
