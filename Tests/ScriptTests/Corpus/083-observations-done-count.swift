// Observations { model.tasks.filter(\.done).count }: a derived value over an array.
import Observation

struct TodoItem {
    var title: String
    var done = false
}

@Observable
final class TaskStore {
    var tasks: [TodoItem] = [TodoItem(title: "Plan"), TodoItem(title: "Build"), TodoItem(title: "Ship")]
}

let model = TaskStore()
let doneCounts = Observations { model.tasks.filter(\.done).count }
var iterator = doneCounts.makeAsyncIterator()
print("done:", await iterator.next() ?? -1)
model.tasks[0].done = true
print("done:", await iterator.next() ?? -1)
model.tasks[1].done = true
model.tasks[2].done = true
print("done:", await iterator.next() ?? -1)
model.tasks[1].title = "Build it"
print("renaming yields again (same count):", await iterator.next() ?? -1)
