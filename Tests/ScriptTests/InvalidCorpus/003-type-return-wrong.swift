// Type mismatch: the function promises a String and returns the count.
import Observation

@Observable final class TaskList {
    var titles: [String] = []

    func summary() -> String {
        print("summarising", titles.count, "tasks")
        return titles.count
    }
}

let list = TaskList()
list.titles.append("Write lesson")
print(list.summary())
