// A struct `let` without a default: the memberwise initializer needs it.
struct Task {
    let id: Int
    var title = "Untitled"
}

print("making a task")
let t = Task(title: "Plan")
print(t.id, t.title)
