// map, filter, reduce, sorted, compactMap, first(where:), allSatisfy.
struct TodoItem {
    var title: String
    var priority: Int
    var done: Bool
}

let items = [
    TodoItem(title: "Ship", priority: 3, done: false),
    TodoItem(title: "Test", priority: 2, done: true),
    TodoItem(title: "Plan", priority: 1, done: true),
]
print(items.map { $0.title })
print(items.filter { $0.done }.map { $0.title })
print(items.reduce(0) { $0 + $1.priority })
print(items.sorted { $0.priority < $1.priority }.map { $0.title })
print(items.first(where: { !$0.done })?.title ?? "none")
print(items.allSatisfy { $0.priority > 0 }, items.contains { $0.priority > 5 })
print(["1", "x", "3"].compactMap { Int($0) })
print([[1, 2], [3]].flatMap { $0 })
print(items.map(\.priority).sorted(by: >))
print([3, 1, 2].sorted(), [1, 2, 3].reversed().map { $0 })
print(items.count(where: { $0.done }))
