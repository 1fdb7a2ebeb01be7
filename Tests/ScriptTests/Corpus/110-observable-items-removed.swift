// Removing observable items from a store releases them (deinit), tracking or not.
import Observation

@Observable
final class TodoItem {
    let title: String
    var done = false
    init(title: String) { self.title = title }
    deinit { print("deinit \(title)") }
}

@Observable
final class TaskStore {
    var items = [TodoItem(title: "Plan"), TodoItem(title: "Ship")]
}

let store = TaskStore()
withObservationTracking {
    _ = store.items.map(\.done)
} onChange: {
    print("items changed")
}
store.items.removeFirst()
print("remaining:", store.items.map(\.title))
store.items = []
print("end")
