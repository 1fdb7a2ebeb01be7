// Tracking through an optional selection: store.selected?.title.
import Observation

@Observable
final class TodoItem {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class TaskStore {
    var items = [TodoItem(title: "Plan"), TodoItem(title: "Ship")]
    var selected: TodoItem?
}

let store = TaskStore()
func detail(_ step: Int) {
    withObservationTracking {
        print("[\(step)] detail: \(store.selected?.title ?? "nothing selected")")
    } onChange: {
        print("[\(step)] detail invalidated")
    }
}
detail(1)
store.items[0].title = "Plan more"
print("items changed, but the detail read only selected")
store.selected = store.items[1]
detail(2)
store.items[0].title = "Unrelated"
store.items[1].title = "Ship now"
detail(3)
store.selected = nil
detail(4)
