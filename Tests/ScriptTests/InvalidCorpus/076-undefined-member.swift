// A member the type does not have.
import Observation

@Observable final class TaskList {
    var titles: [String] = []
}

let list = TaskList()
list.titles.append("Plan")
print("count:", list.titles.count)
print("first:", list.first)
