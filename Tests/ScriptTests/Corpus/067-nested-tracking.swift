// Reads inside a nested tracking also count for the enclosing tracking.
// (When several trackings fire for one change, the real runtime's order between them is
// unspecified, so this script collects the names and prints them sorted.)
import Observation

@Observable
final class TaskStore {
    var tasks = ["Plan"]
    var title = "Inbox"
}

let store = TaskStore()
var fired: [String] = []
withObservationTracking {
    print("outer reads title: \(store.title)")
    withObservationTracking {
        print("inner reads tasks: \(store.tasks.count)")
    } onChange: {
        fired.append("inner")
    }
} onChange: {
    fired.append("outer")
}
print("append a task")
store.tasks.append("Ship")
print("fired:", fired.sorted())
print("rename")
store.title = "Today"
print("fired:", fired.sorted())
