// A generic container with a constraint, and literals typed by its parameter.
struct Stack<Element> {
    private var items: [Element] = []
    var count: Int { items.count }
    var top: Element? { items.last }
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}

var numbers = Stack<Double>()
numbers.push(1)
numbers.push(2.5)
print(numbers.top ?? 0, numbers.count)
print(numbers.pop() ?? 0, numbers.pop() ?? 0, numbers.pop() as Any)

var words = Stack<String>()
words.push("a")
words.push("b")
print(words.top ?? "-")

// (A generic `sum` starting from the literal `0` typed `T` is refused before running: the
// interpreter cannot know which type `T` is for an empty array; UpFrontRefusalTests.)
func sum<T: Numeric>(_ values: [T], from start: T) -> T { values.reduce(start, +) }
print(sum([1, 2, 3], from: 0))
print(sum([1.5, 2.5], from: 0))
