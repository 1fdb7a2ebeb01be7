// Calling a property as if it were a method.
import Observation

@Observable final class TaskList {
    var titles = ["Plan"]
    var count: Int { titles.count }
}

let list = TaskList()
print("titles:", list.titles)
print("count:", list.count())
