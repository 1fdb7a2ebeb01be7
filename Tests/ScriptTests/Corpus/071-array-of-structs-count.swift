// An array of structs is ONE property: toggling one element's flag changes the array,
// so a tracker that read only tasks.count is invalidated too.
import Observation

struct TodoItem {
    var title: String
    var done = false
}

@Observable
final class TaskStore {
    var tasks = [TodoItem(title: "Plan"), TodoItem(title: "Ship")]
}

let store = TaskStore()
withObservationTracking {
    print("badge shows \(store.tasks.count) tasks")
} onChange: {
    print("badge invalidated (count is still \(store.tasks.count))")
}
print("toggling the first task's flag")
store.tasks[0].done.toggle()
print("done flags:", store.tasks.map(\.done))
