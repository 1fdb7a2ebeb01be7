// Updating one element of an observed array of structs, found by id.
import Observation

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false
}

@Observable
final class TaskStore {
    var tasks: [TodoItem] = []
    func add(_ title: String) {
        tasks.append(TodoItem(id: tasks.count + 1, title: title))
    }
    func rename(id: Int, to title: String) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].title = title
    }
}

let store = TaskStore()
store.add("Plan")
store.add("Ship")
withObservationTracking {
    print("first title: \(store.tasks.first?.title ?? "-")")
} onChange: {
    print("list invalidated")
}
store.rename(id: 2, to: "Ship it")
print(store.tasks.map(\.title))
store.rename(id: 9, to: "missing")
print("renaming a missing id changes nothing")
