// Passing an observed property inout is one mutation: one notification, and onChange
// (in willSet) still sees the value from before the call.
import Observation

@Observable
final class TaskStore {
    var tasks = ["Plan"]
    var score = 10
}

func addDefaults(to tasks: inout [String]) {
    tasks.append("Review")
    tasks.append("Ship")
}
func double(_ value: inout Int) {
    value *= 2
}

let store = TaskStore()
var notifications = 0
withObservationTracking {
    _ = store.tasks
} onChange: {
    notifications += 1
    print("onChange sees \(store.tasks.count) task(s)")
}
addDefaults(to: &store.tasks)
print("notifications \(notifications), tasks \(store.tasks)")

withObservationTracking {
    _ = store.score
} onChange: {
    print("score onChange, still \(store.score)")
}
double(&store.score)
print("score \(store.score)")
