// onChange fires at most once per tracking; later mutations are not seen.
import Observation

@Observable
final class TaskStore {
    var tasks: [String] = []
    var filter = "all"
}

let store = TaskStore()
var fired = 0
withObservationTracking {
    _ = store.tasks
    _ = store.filter
} onChange: {
    fired += 1
    print("onChange #\(fired)")
}
store.tasks.append("Plan")
store.tasks.append("Ship")
store.filter = "open"
print("fired \(fired) time(s), tasks: \(store.tasks)")
