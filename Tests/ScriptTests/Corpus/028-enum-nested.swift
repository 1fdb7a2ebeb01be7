// Enums nested inside types, referred to by .case and by full name.
struct TodoItem {
    enum Priority {
        case low, normal, high
    }
    enum Status {
        case open
        case done
    }
    var title: String
    var priority: Priority = .normal
    var status: Status = .open
}

let items = [
    TodoItem(title: "Taxes", priority: .high),
    TodoItem(title: "Read", priority: .low, status: .done),
    TodoItem(title: "Walk"),
]
for item in items {
    let marker: String
    switch item.priority {
    case .high: marker = "!!"
    case .normal: marker = "!"
    case .low: marker = "."
    }
    let state = item.status == .done ? "[x]" : "[ ]"
    print(state, marker, item.title)
}
let urgent: TodoItem.Priority = TodoItem.Priority.high
print(items.filter { $0.priority == urgent }.map(\.title))
print(items.map(\.status))
