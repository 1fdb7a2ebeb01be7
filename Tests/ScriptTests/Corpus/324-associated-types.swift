// Protocols with associated types, satisfied by inference or a typealias.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func append(_ item: Item)
    var count: Int { get }
}

extension Container {
    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
}

struct Stack: Container {
    var items: [Int] = []
    mutating func append(_ item: Int) { items.append(item) }
    mutating func pop() -> Int? { items.popLast() }
}

struct Queue: Container {
    typealias Item = String
    var items: [String] = []
    mutating func append(_ item: String) { items.append(item) }
}

var stack = Stack()
stack.append(1)
stack.append(2)
print(stack.count, stack.pop() ?? 0, stack.items)
var queue = Queue()
print(queue.isEmpty)
queue.append("a")
print(queue.count, queue.items)

func describe<C: Container>(_ container: C) -> String { "\(container.count) item(s)" }
print(describe(stack), describe(queue))
