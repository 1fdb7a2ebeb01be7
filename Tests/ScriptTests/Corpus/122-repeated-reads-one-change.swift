// Reading a property many times in one tracking still gives one onChange.
import Observation

@Observable
final class TaskStore {
    var tasks = ["Plan", "Ship"]
}

let store = TaskStore()
var fired = 0
withObservationTracking {
    for _ in 0..<5 {
        _ = store.tasks.count
    }
    print("read tasks five times, first is \(store.tasks[0])")
} onChange: {
    fired += 1
}
store.tasks.append("Test")
store.tasks.append("Rest")
print("fired \(fired)")
