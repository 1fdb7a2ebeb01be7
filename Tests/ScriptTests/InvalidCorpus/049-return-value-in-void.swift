// Returning a value from a function declared without a return type.
import Observation

@Observable final class TaskList {
    var titles = ["Plan", "Ship"]

    func openCount() {
        print("counting", titles.count)
        return titles.count
    }
}

let list = TaskList()
print(list.openCount())
