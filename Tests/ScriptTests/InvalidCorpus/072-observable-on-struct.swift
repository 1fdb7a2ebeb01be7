// @Observable applied to a struct.
import Observation

print("making a todo")

@Observable struct TodoItem {
    var title = "Buy milk"
    var isDone = false
}

var item = TodoItem()
item.isDone = true
print(item.isDone)
