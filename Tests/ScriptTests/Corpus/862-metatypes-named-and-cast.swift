// A metatype's own type (`type(of: Int.self)` is `Int.Type`, a protocol's `P.Protocol`), printed and
// debug-printed, and casts to metatypes: `Dog.Type` holds subclasses, `P.Type` conforming types.
protocol Pet {}
class Animal {}
class Dog: Animal, Pet {}
struct Fish: Pet {}
enum Kind { case a }
struct Outer { struct Inner {} }

print(type(of: Int.self), type(of: Outer.self), type(of: Dog.self), type(of: Pet.self))
print(type(of: Outer.Inner.self), type(of: [Int].self), type(of: (Int, String).self), type(of: Int?.self))
let stored: Any.Type = Outer.Inner.self
print(stored, type(of: stored), type(of: type(of: stored)))
debugPrint(type(of: Int.self))
debugPrint(type(of: Dog.self))
debugPrint(type(of: Outer.Inner.self))
debugPrint(type(of: Pet.self))
print(String(reflecting: type(of: [Int].self)), [type(of: Dog.self)])
print(type(of: Kind.self), type(of: Kind.a))

let pet: Animal = Dog()
print(type(of: pet) == Dog.self, type(of: pet) == Animal.self, type(of: 5) == Int.self)
let types: [Any.Type] = [Int.self, Dog.self, Animal.self, Fish.self, String.self, Kind.self, Pet.self]
for t in types {
    print(t, t is Dog.Type, t is Animal.Type, t is Pet.Type, t is Pet.Protocol, t is Int.Type, t is AnyObject.Type)
}
print(type(of: pet) is Dog.Type)
if let dogType = type(of: pet) as? Dog.Type { print("dog type", dogType) }
let boxed: Any = Fish.self
switch boxed {
case let t as Pet.Type: print("pet type", t)
default: print("other")
}
