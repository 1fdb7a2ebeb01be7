// Protocols with property and method requirements; conformance lists; existentials.
protocol Describable {
    var summary: String { get }
    func describe(prefix: String) -> String
}

protocol Completable {
    var isDone: Bool { get set }
}

struct TodoItem: Describable, Completable {
    var title: String
    var isDone = false
    var summary: String { (isDone ? "[x] " : "[ ] ") + title }
    func describe(prefix: String) -> String { prefix + summary }
}

final class Label: Describable {
    var text: String
    init(text: String) { self.text = text }
    var summary: String { "#" + text }
    func describe(prefix: String) -> String { prefix + summary }
}

var item = TodoItem(title: "Write")
item.isDone = true
let things: [any Describable] = [item, Label(text: "home"), TodoItem(title: "Read")]
for thing in things {
    print(thing.describe(prefix: "- "))
}
func markAll<T: Completable>(_ values: [T]) -> [T] {
    values.map { var v = $0; v.isDone = true; return v }
}
print(markAll([TodoItem(title: "a"), TodoItem(title: "b")]).map(\.summary))
