// sort in place, sorted copies, sorting by several keys.
struct TodoItem {
    var title: String
    var priority: Int
    var done: Bool
}
var items = [
    TodoItem(title: "Walk", priority: 1, done: false),
    TodoItem(title: "Ship", priority: 3, done: false),
    TodoItem(title: "Read", priority: 1, done: true),
    TodoItem(title: "Test", priority: 3, done: true),
]
items.sort { $0.title < $1.title }
print(items.map(\.title))
let byPriorityThenTitle = items.sorted {
    if $0.priority != $1.priority { return $0.priority > $1.priority }
    return $0.title < $1.title
}
print(byPriorityThenTitle.map { "\($0.priority)\($0.title)" })
let openFirst = items.sorted { !$0.done && $1.done }
print(openFirst.map(\.title))
var numbers = [5, 3, 9, 1]
numbers.sort()
print(numbers)
numbers.sort(by: >)
print(numbers)
numbers.reverse()
print(numbers)
print(["b", "C", "a"].sorted(), ["b", "C", "a"].sorted { $0.lowercased() < $1.lowercased() })
print(items.min { $0.priority < $1.priority }?.title ?? "-")
print(items.max { $0.priority < $1.priority }?.title ?? "-")
