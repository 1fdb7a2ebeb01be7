// switch over an enum inside a closure, with where clauses and default; switch as an expression.
enum Filter { case all, open, done }
struct TodoItem {
    var title: String
    var done: Bool
}

func visible(_ items: [TodoItem], filter: Filter) -> [String] {
    items.filter { item in
        switch filter {
        case .all:
            return true
        case .open where !item.done:
            return true
        case .done where item.done:
            return true
        default:
            return false
        }
    }.map(\.title)
}

let items = [
    TodoItem(title: "Plan", done: true),
    TodoItem(title: "Build", done: false),
    TodoItem(title: "Ship", done: false),
]
for filter in [Filter.all, .open, .done] {
    print(filter, visible(items, filter: filter))
}
let current = Filter.open
let label = switch current {
case .all: "everything"
case .open: "to do"
case .done: "finished"
}
print(label)
