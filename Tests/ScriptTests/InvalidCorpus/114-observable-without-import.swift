@Observable final class TaskList {
    var titles: [String] = []
}

// Forgot `import Observation`: the macro is unknown, on line 1.
let list = TaskList()
list.titles.append("Plan")
print(list.titles)
