// A small complete program: a TaskStore with commands and a tracked badge.
import Observation

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false
}

@Observable
final class TaskStore {
    private(set) var items: [TodoItem] = []
    @ObservationIgnored private var nextID = 1

    func add(_ title: String) {
        items.append(TodoItem(id: nextID, title: title))
        nextID += 1
    }
    func toggle(_ id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            print("no task #\(id)")
            return
        }
        items[index].done.toggle()
    }
    func clearDone() {
        items.removeAll { $0.done }
    }
    var openCount: Int { items.filter { !$0.done }.count }
}

let store = TaskStore()
var badgeUpdates = 0
func showBadge() {
    let count = withObservationTracking { store.openCount } onChange: { badgeUpdates += 1 }
    print("badge: \(count) open")
}
for title in ["Plan", "Build", "Ship"] {
    store.add(title)
}
showBadge()
store.toggle(1)
store.toggle(7)
showBadge()
store.toggle(2)
store.clearDone()
showBadge()
print(store.items.map { "#\($0.id) \($0.title)" }, "badge updates:", badgeUpdates)
