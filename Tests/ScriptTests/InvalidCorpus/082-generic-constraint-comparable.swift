// sorted() on elements that are not Comparable.
struct Task {
    var title: String
    var priority: Int
}

let tasks = [Task(title: "Ship", priority: 2), Task(title: "Plan", priority: 1)]
print("unsorted:", tasks.map(\.title))
let sorted = tasks.sorted()
print("sorted:", sorted.map(\.title))
