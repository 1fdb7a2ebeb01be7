import Observation

// A task list model: identity, filtering, moving, and tracking what a view would read.
@Observable
final class TaskStore {
    struct Task: Identifiable, Equatable {
        let id: Int
        var title: String
        var done = false
    }
    var tasks: [Task] = []
    private var nextID = 1

    func add(_ title: String) {
        tasks.append(Task(id: nextID, title: title))
        nextID += 1
    }
    func toggle(_ id: Int) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].done.toggle()
    }
    var remaining: [Task] { tasks.filter { !$0.done } }
}

let store = TaskStore()
["Buy milk", "Call mom", "Write code"].forEach(store.add)
withObservationTracking {
    print("showing \(store.remaining.count) open tasks")
} onChange: {
    print("tasks will change")
}
store.toggle(2)
print(store.remaining.map(\.title))
print(store.tasks.first { $0.done }?.title ?? "none")
store.tasks.removeAll { $0.done }
print(store.tasks.map(\.id))
