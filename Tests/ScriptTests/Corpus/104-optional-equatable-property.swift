// Optional properties of Equatable type: nil to nil and equal payloads do not notify.
import Observation

@Observable
final class TaskStore {
    var selectedID: Int? = nil
}

let store = TaskStore()
var notified = 0
func watch() {
    withObservationTracking {
        _ = store.selectedID
    } onChange: {
        notified += 1
    }
}
watch()
store.selectedID = nil
print("nil to nil:", notified)
store.selectedID = 3
print("nil to 3:", notified)
watch()
store.selectedID = 3
print("3 to 3:", notified)
store.selectedID = nil
print("3 to nil:", notified, store.selectedID == nil)
