// A new object appended to an observed array is tracked only once a tracking reads it.
import Observation

@Observable
final class TodoItem {
    var title: String
    init(_ title: String) { self.title = title }
}

@Observable
final class TaskStore {
    var items: [TodoItem] = []
}

let store = TaskStore()
func render(_ pass: Int) {
    withObservationTracking {
        print("pass \(pass):", store.items.map(\.title))
    } onChange: {
        print("pass \(pass) invalidated")
    }
}
render(1)
let plan = TodoItem("Plan")
store.items.append(plan)
plan.title = "Plan it"
print("plan renamed; pass 1 had already fired")
render(2)
plan.title = "Plan the week"
render(3)
store.items.append(TodoItem("Ship"))
