// Overriding a computed property without `override`.
class Item {
    var title: String { "item" }
}

class Task: Item {
    var title: String { "task" }
}

print("items:")
for i in [Item(), Task()] {
    print(i.title)
}
