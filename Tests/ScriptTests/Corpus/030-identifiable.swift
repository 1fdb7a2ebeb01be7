// Identifiable: an id property; find and update by id.
struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false
}

var items = [
    TodoItem(id: 1, title: "Plan"),
    TodoItem(id: 2, title: "Build"),
    TodoItem(id: 3, title: "Ship"),
]

func toggle(id: TodoItem.ID, in items: inout [TodoItem]) {
    guard let index = items.firstIndex(where: { $0.id == id }) else {
        print("no item \(id)")
        return
    }
    items[index].done.toggle()
}
toggle(id: 2, in: &items)
toggle(id: 9, in: &items)
print(items.map { "\($0.id):\($0.title):\($0.done)" })
let ids = items.map(\.id)
print(ids)
func firstOpen<T: Identifiable>(_ values: [T], isOpen: (T) -> Bool) -> T.ID? {
    values.first(where: isOpen)?.id
}
print(firstOpen(items, isOpen: { !$0.done }) ?? -1)
