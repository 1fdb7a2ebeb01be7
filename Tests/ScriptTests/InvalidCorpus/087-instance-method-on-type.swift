// Calling an instance method on the type itself.
import Observation

@Observable final class TaskList {
    var titles: [String] = []
    func add(_ title: String) { titles.append(title) }
}

let list = TaskList()
list.add("Plan")
print(list.titles)
TaskList.add("Ship")
