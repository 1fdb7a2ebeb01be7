// A summary that loops over observable items depends on each item it read.
import Observation

@Observable
final class TodoItem {
    var title: String
    var done = false
    init(_ title: String) { self.title = title }
}

@Observable
final class TaskStore {
    var items = [TodoItem("Plan"), TodoItem("Build"), TodoItem("Ship")]
}

let store = TaskStore()
func summary(_ label: String) {
    withObservationTracking {
        var done = 0
        for item in store.items where item.done {
            done += 1
        }
        print("\(label): \(done) of \(store.items.count) done")
    } onChange: {
        print("\(label) invalidated")
    }
}
summary("A")
store.items[2].title = "Ship it"
print("titles are not read by the summary")
store.items[2].done = true
summary("B")
let removed = store.items.removeFirst()
summary("C")
removed.done = true
print("the removed item is no longer read")
store.items[0].done = true
