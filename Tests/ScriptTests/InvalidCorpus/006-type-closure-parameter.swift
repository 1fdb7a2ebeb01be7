// Type mismatch inside a closure: comparing a String with an Int.
struct Task {
    var title: String
    var priority: Int
}

let tasks = [Task(title: "Plan", priority: 2), Task(title: "Ship", priority: 1)]
print("all:", tasks.map(\.title))
let urgent = tasks.filter { task in
    task.title > 1
}
print("urgent:", urgent.count)
