// Observations over an optional selection: both the selection and the selected item's
// title are dependencies.
import Observation

@Observable
final class TodoItem {
    var title: String
    init(_ title: String) { self.title = title }
}

@Observable
final class TaskStore {
    var items = [TodoItem("Plan"), TodoItem("Ship")]
    var selected: TodoItem?
}

let store = TaskStore()
let titles = Observations { store.selected?.title ?? "(none)" }
var iterator = titles.makeAsyncIterator()
print(await iterator.next() ?? "-")
store.selected = store.items[0]
print(await iterator.next() ?? "-")
store.items[0].title = "Plan the week"
print(await iterator.next() ?? "-")
store.selected = store.items[1]
store.items[1].title = "Ship on Friday"
print(await iterator.next() ?? "-")
