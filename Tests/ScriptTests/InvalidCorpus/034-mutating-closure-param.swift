// Calling a mutating method on a closure parameter (closure parameters are constants).
struct Task {
    var title: String
    var done = false
    mutating func complete() { done = true }
}

var tasks = [Task(title: "Plan"), Task(title: "Ship")]
print("open:", tasks.filter { !$0.done }.count)
tasks.forEach { task in
    task.complete()
}
print("open:", tasks.filter { !$0.done }.count)
