// In-place mutations (append, +=, toggle) notify once each, and the value seen later
// is the mutated one.
import Observation

@Observable
final class TaskStore {
    var tasks: [String] = []
    var total = 0
    var flag = false
}

let store = TaskStore()
var notifications = 0
func observe() {
    withObservationTracking {
        _ = store.tasks
        _ = store.total
        _ = store.flag
    } onChange: {
        notifications += 1
    }
}

observe()
store.tasks.append("Plan")
print("append:", notifications, store.tasks)
observe()
store.total += 5
print("+=:", notifications, store.total)
observe()
store.flag.toggle()
print("toggle:", notifications, store.flag)
observe()
store.tasks[0] += "!"
print("element +=:", notifications, store.tasks)
