// Assigning to a `let` stored property of a class.
import Observation

@Observable final class TodoItem {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

let item = TodoItem(id: 1, title: "Water plants")
print(item.id, item.title)
item.title = "Water the plants"
item.id = 2
print(item.id, item.title)
