// `==` on a struct that is not Equatable.
struct Task {
    var title: String
    var done: Bool
}

let a = Task(title: "Plan", done: false)
let b = Task(title: "Plan", done: false)
print("a:", a.title, "b:", b.title)
print(a == b)
