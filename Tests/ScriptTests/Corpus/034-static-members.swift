// static properties and methods live on the type.
struct TodoItem {
    static var created = 0
    static let maxTitleLength = 10
    static func make(_ title: String) -> TodoItem {
        created += 1
        return TodoItem(title: String(title.prefix(maxTitleLength)), number: created)
    }
    var title: String
    var number: Int
}

let a = TodoItem.make("Write the corpus")
let b = TodoItem.make("Ship")
print(a.title, a.number)
print(b.title, b.number)
print(TodoItem.created, TodoItem.maxTitleLength)

enum Theme {
    case light, dark
    static var current: Theme = .light
    static func toggle() {
        current = current == .light ? .dark : .light
    }
}
Theme.toggle()
print(Theme.current)
Theme.toggle()
print(Theme.current == .light)
