// A generic keep-observing helper: re-installs after each change and reports the NEW
// value by reading it after the store, from a task.
import Observation

@Observable
final class TaskStore {
    var tasks: [String] = []
}

@MainActor
func keepObserving<Value>(_ read: @escaping () -> Value, onNewValue: @escaping (Value) -> Void) {
    let value = withObservationTracking {
        read()
    } onChange: {
        Task { @MainActor in
            keepObserving(read, onNewValue: onNewValue)
        }
    }
    onNewValue(value)
}

let store = TaskStore()
var log: [String] = []
keepObserving({ store.tasks.count }) { log.append("count \($0)") }
store.tasks.append("Plan")
await Task.yield()
await Task.yield()
store.tasks.append("Ship")
await Task.yield()
await Task.yield()
print(log)
