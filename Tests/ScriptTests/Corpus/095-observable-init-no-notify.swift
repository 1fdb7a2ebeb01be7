// Initialising stored properties in init goes through the init accessor: no tracking is
// involved; creating more objects does not disturb tracking of another one.
import Observation

@Observable
final class TodoItem {
    var title: String
    var done: Bool
    init(title: String, done: Bool = false) {
        self.title = title
        self.done = done
        print("init \(title)")
    }
}

let first = TodoItem(title: "Plan")
withObservationTracking {
    _ = first.title
} onChange: {
    print("onChange for first")
}
let second = TodoItem(title: "Plan", done: true)
second.title = "Other"
print("second:", second.title, second.done)
first.done = true
print("done does not affect the title tracking")
first.title = "Plan it"
