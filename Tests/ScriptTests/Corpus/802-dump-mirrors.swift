// `dump` writes a value's mirror: one line per child, counts for collections and tuples.
struct Point { var x: Int; var y: Int }
struct Label: CustomStringConvertible {
    var text: String
    var description: String { "Label(\(text))" }
}
enum Shape {
    case empty
    case circle(Double)
    case rect(Int, Int)
    case named(title: String, sides: Int)
}
class Animal {
    var name: String
    init(name: String) { self.name = name }
}
class Dog: Animal {
    var tricks: [String] = ["sit"]
    weak var friend: Dog?
}
class Empty {}
class Child: Empty { var n = 1 }
struct Lazy { lazy var squared = 16; var seed = 4 }

dump(42)
dump("hi\n")
dump(Character("c"))
dump(2.5)
dump(Float(1.25))
dump(true)
dump(UInt8(7))
dump([1, 2, 3])
dump([Int]())
dump(["solo"])
dump(Point(x: 1, y: 2))
dump(Label(text: "a"))
dump(Optional(5))
let none: Int? = nil
dump(none)
dump((1, "two"))
dump((x: 1, y: 2.5))
dump(Shape.empty)
dump(Shape.circle(1.5))
dump(Shape.rect(3, 4))
dump(Shape.named(title: "tri", sides: 3))
dump(1..<4)
dump(1...3)
dump(["k": 1])
dump(Set([9]))
let rex = Dog(name: "Rex")
rex.friend = rex
dump(rex)
dump(Child())
dump([rex, rex])
var lazy = Lazy()
dump(lazy)
_ = lazy.squared
dump(lazy)
dump([[1, 2], [3]], name: "grid")
dump(Point(x: 5, y: 6), name: "p", indent: 4)
dump([Point(x: 1, y: 1), Point(x: 2, y: 2)], maxDepth: 1)
dump([1, 2, 3, 4], maxItems: 3)
dump(Point(x: 7, y: 8), maxItems: 1)
let back = dump([10, 20])
print(back.count)
let words = "héllo wörld".split(separator: " ")
dump(words[0])
dump([1, 2, 3][1...])
enum Single { case one(value: Int) }
dump(Single.one(value: 3))
dump(())
struct S: CustomDebugStringConvertible { var a = 1; var debugDescription: String { "dbg" } }
dump(S())
enum K: CustomStringConvertible { case a; case b(Int); var description: String { "K!" } }
dump(K.a); dump(K.b(2))
