// A generic type prints with its arguments: `Box<Int>(value: 1)`, and inside a collection
// `main.Box<Swift.Int>(…)`; a generic class prints `main.Node<Swift.String>`.
struct Box<T> {
    var value: T
}

struct Pair<First, Second> {
    var first: First
    var second: Second
}

struct Stack<Element> {
    var items: [Element]
    mutating func push(_ item: Element) { items.append(item) }
}

final class Node<Value> {
    var value: Value
    var next: Node<Value>?
    init(_ value: Value) { self.value = value }
}

struct Reading {
    var celsius: Double
}

var stack = Stack(items: [Reading(celsius: 20.5)])
stack.push(Reading(celsius: 21))
print(stack)
print(Box(value: 3), Box(value: "three"), Box(value: [1, 2]))
print([Box(value: 1.5)], [Pair(first: "a", second: Reading(celsius: 0))])
print(Pair(first: Box(value: true), second: Optional(7)))
let head = Node("first")
head.next = Node("second")
print(head, [head.next!])
print(Box(value: Pair(first: 1, second: ["x": 2])))
