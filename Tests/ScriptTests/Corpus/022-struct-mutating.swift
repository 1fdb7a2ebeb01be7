// mutating methods change self; calling one needs a var.
struct Counter {
    private(set) var value = 0
    var step = 1

    mutating func increment() {
        value += step
    }

    mutating func reset() {
        self = Counter(value: 0, step: step)
    }

    func describe() -> String {
        "value \(value) (step \(step))"
    }
}

var counter = Counter()
counter.increment()
counter.increment()
print(counter.describe())
counter.step = 5
counter.increment()
print(counter.value)
counter.reset()
print(counter.describe())

struct Stack {
    var items: [String] = []
    mutating func push(_ item: String) { items.append(item) }
    mutating func pop() -> String? { items.popLast() }
    var top: String? { items.last }
}
var stack = Stack()
stack.push("a")
stack.push("b")
print(stack.top ?? "-", stack.pop() ?? "-", stack.pop() ?? "-", stack.pop() ?? "empty")
