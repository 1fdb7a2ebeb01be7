// Parent and child pointing at each other: the child's weak back reference lets both go.
final class TaskList {
    let title: String
    var items: [TaskItem] = []
    init(title: String) { self.title = title }
    func add(_ text: String) {
        let item = TaskItem(text: text)
        item.list = self
        items.append(item)
    }
    deinit { print("list \(title) deinit") }
}

final class TaskItem {
    let text: String
    weak var list: TaskList?
    init(text: String) { self.text = text }
    deinit { print("item \(text) deinit") }
}

func makeList() {
    let groceries = TaskList(title: "Groceries")
    groceries.add("milk")
    groceries.add("bread")
    print(groceries.items.map { "\($0.text) in \($0.list?.title ?? "-")" })
}
makeList()
print("list released")
