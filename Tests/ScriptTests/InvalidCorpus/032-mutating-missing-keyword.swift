// A struct method that changes a property without being `mutating`.
struct TaskList {
    var titles: [String] = []

    func add(_ title: String) {
        print("adding", title)
        titles.append(title)
    }
}

var list = TaskList()
list.add("Plan")
print(list.titles)
