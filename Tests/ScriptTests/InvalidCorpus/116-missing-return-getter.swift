// A computed property whose getter forgets to return when the list is empty.
import Observation

@Observable final class TaskList {
    var titles: [String] = []

    var headline: String {
        if let first = titles.first {
            return "Next: \(first)"
        }
        print("nothing next")
    }
}

let list = TaskList()
list.titles.append("Review")
print(list.headline)
