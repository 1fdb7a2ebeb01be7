// Identifiable without an `id`.
struct Task: Identifiable {
    var title: String
    var done = false
}

let tasks = [Task(title: "Plan"), Task(title: "Ship")]
print("tasks:", tasks.count)
for t in tasks {
    print(t.title, t.id)
}
