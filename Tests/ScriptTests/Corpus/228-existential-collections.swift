// Heterogeneous arrays of protocol values: requirements dispatch dynamically,
// extension-only helpers statically.
protocol Task {
    var title: String { get }
    var isDone: Bool { get }
}

extension Task {
    var marker: String { isDone ? "[x]" : "[ ]" }
    func line() -> String { "\(marker) \(title)" }
}

struct Chore: Task {
    var title: String
    var isDone: Bool
    func line() -> String { "chore: \(title)" }
}

struct Errand: Task {
    var title: String
    var isDone = false
}

let tasks: [any Task] = [Chore(title: "dishes", isDone: true), Errand(title: "post")]
for task in tasks { print(task.line()) }
print(tasks.filter { !$0.isDone }.map { $0.title })
print(tasks.map { $0.line() }.joined(separator: " | "))
print(Chore(title: "laundry", isDone: false).line())
