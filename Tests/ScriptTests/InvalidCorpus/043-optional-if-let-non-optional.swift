// `if let` on a value that is not optional.
struct Task {
    var title: String
}

let task = Task(title: "Plan")
print("checking", task.title)
if let title = task.title {
    print("title:", title)
}
