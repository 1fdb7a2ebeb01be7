// let and static properties are left alone by the macro: not tracked.
import Observation

@Observable
final class TaskStore {
    static var instances = 0
    let id: Int
    var title = "Inbox"
    init(id: Int) {
        self.id = id
        TaskStore.instances += 1
    }
}

let store = TaskStore(id: 7)
withObservationTracking {
    print("reads id \(store.id) and instances \(TaskStore.instances)")
} onChange: {
    print("onChange")
}
TaskStore.instances += 10
_ = TaskStore(id: 8)
store.title = "Today"
print("nothing tracked: instances \(TaskStore.instances), title \(store.title)")
