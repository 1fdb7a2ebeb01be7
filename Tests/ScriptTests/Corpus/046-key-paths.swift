// Key paths: \.name in map/filter/sorted, \Type.name, and [keyPath:] reads and writes.
struct TodoItem {
    var title: String
    var priority: Int
    var done: Bool
}

var items = [
    TodoItem(title: "Ship", priority: 2, done: false),
    TodoItem(title: "Plan", priority: 1, done: true),
    TodoItem(title: "Test", priority: 3, done: true),
]
print(items.map(\.title))
print(items.filter(\.done).count)
print(items.sorted { $0.priority < $1.priority }.map(\.title))

let titlePath = \TodoItem.title
let priorityPath: KeyPath<TodoItem, Int> = \.priority
print(items[0][keyPath: titlePath], items[1][keyPath: priorityPath])

let writable: WritableKeyPath<TodoItem, Bool> = \TodoItem.done
items[0][keyPath: writable] = true
print(items.map(\.done))

func values<T, V>(_ list: [T], _ path: KeyPath<T, V>) -> [V] {
    list.map { $0[keyPath: path] }
}
print(values(items, \.priority), values(items, \TodoItem.title.count))

final class UserProfile {
    var name = "Ada"
}
let user = UserProfile()
let namePath = \UserProfile.name
user[keyPath: namePath] = "Grace"
print(user.name, namePath == \UserProfile.name)
