// Type mismatch: a Bool property assigned a string.
import Observation

@Observable final class TodoItem {
    var title = "Buy milk"
    var isDone = false
}

let item = TodoItem()
print("before:", item.title, item.isDone)
item.isDone = "yes"
print("after:", item.isDone)
