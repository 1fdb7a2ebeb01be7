// Several synchronous mutations form one transaction: Observations yields once, with
// the value after the last of them.
import Observation

@Observable
final class TaskStore {
    var tasks: [String] = []
}

let store = TaskStore()
let counts = Observations { store.tasks.count }
var iterator = counts.makeAsyncIterator()
print("initial count:", await iterator.next() ?? -1)
store.tasks.append("Plan")
store.tasks.append("Build")
store.tasks.append("Ship")
print("after a burst of three appends:", await iterator.next() ?? -1)
store.tasks.removeLast()
print("after one removal:", await iterator.next() ?? -1)
