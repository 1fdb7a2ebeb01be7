// Generic containers: a protocol with an associated type, default methods in an extension,
// and two conforming generic structs.

protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func push(_ item: Item)
    mutating func pop() -> Item?
}

extension Container {
    var isEmpty: Bool { count == 0 }

    mutating func pushAll<S: Sequence>(_ items: S) where S.Element == Item {
        for item in items { push(item) }
    }

    mutating func drain() -> [Item] {
        var out: [Item] = []
        while let item = pop() { out.append(item) }
        return out
    }
}

struct Stack<Element>: Container {
    private var storage: [Element] = []
    var count: Int { storage.count }
    mutating func push(_ item: Element) { storage.append(item) }
    mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
}

struct Queue<Element>: Container {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    var count: Int { inbox.count + outbox.count }
    mutating func push(_ item: Element) { inbox.append(item) }
    mutating func pop() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}

extension Stack: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String { "Stack(" + storage.map(\.description).joined(separator: ", ") + ")" }
}

func transfer<From: Container, To: Container>(_ from: inout From, to: inout To)
    where From.Item == To.Item {
    while let item = from.pop() { to.push(item) }
}

func largest<C: Container>(in container: C) -> C.Item? where C.Item: Comparable {
    var copy = container
    return copy.drain().max()
}

var stack = Stack<Int>()
stack.pushAll(1...5)
print(stack, stack.count, stack.top ?? -1)
var queue = Queue<Int>()
transfer(&stack, to: &queue)
print(stack.isEmpty, queue.count)
queue.push(42)
print(queue.pop()!, queue.pop()!)
print(largest(in: queue) ?? 0)
print(queue.drain())

var words = Stack<String>()
words.pushAll("the quick brown fox".split(separator: " ").map(String.init))
print(words)
print(largest(in: words) ?? "none", type(of: words), type(of: queue))
var mixed = Queue<Double>()
mixed.pushAll([2.5, 0.5])
print(mixed.drain(), mixed.isEmpty, largest(in: mixed) as Any)
