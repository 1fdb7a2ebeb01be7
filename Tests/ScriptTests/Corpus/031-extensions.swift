// Extensions add methods, computed properties and conformances to existing types.
struct TodoItem {
    var title: String
    var done: Bool
}

extension TodoItem {
    var checkbox: String { done ? "[x]" : "[ ]" }
    func line() -> String { "\(checkbox) \(title)" }
}

protocol Summarizing {
    var summaryLine: String { get }
}
extension TodoItem: Summarizing {
    var summaryLine: String { line() }
}

extension Int {
    var isEven: Bool { self % 2 == 0 }
    func times(_ action: () -> Void) {
        for _ in 0..<self { action() }
    }
}
extension String {
    func padded(to width: Int) -> String {
        self + String(repeating: ".", count: max(0, width - count))
    }
}
extension Array where Element == TodoItem {
    var openCount: Int { filter { !$0.done }.count }
}

let items = [TodoItem(title: "Plan", done: true), TodoItem(title: "Ship", done: false)]
for item in items {
    print(item.summaryLine)
}
print(items.openCount, 4.isEven, 7.isEven)
3.times { print("hi") }
print("name".padded(to: 8) + "|")
