// A generic struct or class value prints the generic arguments of its static type, which its
// fields do not always tell: an empty stack, a `Box<Any>` holding an Int, a `Box<Animal>`
// holding a subclass, a `Box<any Shape>` holding a struct.
protocol Shape {}
struct Circle: Shape { var r = 1 }
class Animal {}
class Dog: Animal {}

struct Box<T> { var value: T }
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
}
final class Cell<T> {
    var stored: T?
    init() {}
}

var stack = Stack<Int>()
print(stack)
stack.push(3)
print(stack, [stack])
let copy = stack
print(copy)

let boxes = (Box<Any>(value: 1), Box<Animal>(value: Dog()), Box<any Shape>(value: Circle()))
print(boxes.0)
print(boxes.1)
print(boxes.2)
let typed: Box<Any> = Box(value: "text")
print(typed, [typed])
print([Box<[Int]>(value: []), Box(value: [2])], Box<Int?>(value: nil), Box<[String: Double]>(value: [:]))
print(Cell<Int>(), [Cell<String>()])
func makeBox() -> Box<Double> { Box(value: 2) }
print(makeBox())
