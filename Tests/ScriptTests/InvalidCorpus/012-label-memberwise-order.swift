// Memberwise initializer arguments in the wrong order.
struct Task {
    var title: String
    var done: Bool
}

print("building tasks")
let first = Task(title: "Plan", done: false)
print(first)
let second = Task(done: true, title: "Ship")
print(second)
