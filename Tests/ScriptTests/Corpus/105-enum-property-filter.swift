// An enum property on a model: equal cases do not notify; switch reads drive output.
import Observation

enum Filter {
    case all, open, done
}

struct TodoItem {
    var title: String
    var done: Bool
}

@Observable
final class TaskStore {
    var filter: Filter = .all
    var tasks = [TodoItem(title: "Plan", done: true), TodoItem(title: "Ship", done: false)]
    var visibleTitles: [String] {
        switch filter {
        case .all: return tasks.map(\.title)
        case .open: return tasks.filter { !$0.done }.map(\.title)
        case .done: return tasks.filter(\.done).map(\.title)
        }
    }
}

let store = TaskStore()
func show() {
    withObservationTracking {
        print("\(store.filter):", store.visibleTitles)
    } onChange: {
        print("list invalidated")
    }
}
show()
store.filter = .all
print("same filter, nothing happened")
store.filter = .open
show()
store.filter = .done
show()
