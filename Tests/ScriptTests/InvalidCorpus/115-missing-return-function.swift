// A function that returns on one path only: the last `if` falls out of the body.
struct TaskItem {
    var title: String
    var isDone: Bool
}

func summary(of tasks: [TaskItem]) -> String {
    print("summarising", tasks.count, "tasks")
    let open = tasks.filter { !$0.isDone }.count
    if open > 0 {
        return "\(open) still to do"
    }
}

print(summary(of: [TaskItem(title: "Write lesson", isDone: false)]))
