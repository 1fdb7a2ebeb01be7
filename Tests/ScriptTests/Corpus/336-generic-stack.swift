// A generic container with constraints and extensions.
struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var top: Element? { items.last }
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}
extension Stack where Element: Numeric {
    func sum(_ values: [Element]) -> Element { values.reduce(0, +) }
}
var undo = Stack<String>()
undo.push("type a")
undo.push("type b")
print(undo.top ?? "-", undo.pop() ?? "-", undo.pop() ?? "-", undo.pop() ?? "nothing", undo.isEmpty)
var numbers = Stack<Int>()
numbers.push(3)
print(numbers.sum([1, 2, 3]))
func firstMatch<T: Equatable>(_ items: [T], _ target: T) -> Int? { items.firstIndex(of: target) }
print(firstMatch(["x", "y"], "y") ?? -1, firstMatch([1, 2], 5) ?? -1)
