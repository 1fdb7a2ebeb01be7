// A computed property is tracked through the stored properties it reads.
import Observation

struct TodoItem {
    var title: String
    var done: Bool
}

@Observable
final class TaskStore {
    var tasks: [TodoItem] = [
        TodoItem(title: "Plan", done: true),
        TodoItem(title: "Ship", done: false),
    ]
    var showDone = false
    var visible: [TodoItem] { showDone ? tasks : tasks.filter { !$0.done } }
}

let store = TaskStore()
func track(_ label: String) {
    withObservationTracking {
        print("\(label) sees", store.visible.map(\.title))
    } onChange: {
        print("\(label) invalidated")
    }
}
track("list")
store.showDone = true
track("list")
store.tasks.append(TodoItem(title: "Test", done: false))
track("list")
