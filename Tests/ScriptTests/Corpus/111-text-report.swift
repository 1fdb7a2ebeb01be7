// Building a fixed-width text report by hand.
struct TodoItem {
    var title: String
    var estimate: Int
    var done: Bool
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
}
func padLeft(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

let items = [
    TodoItem(title: "Write the corpus", estimate: 90, done: true),
    TodoItem(title: "Fuzz", estimate: 30, done: false),
    TodoItem(title: "Review a very long pull request", estimate: 120, done: false),
]
print(pad("Task", 20) + "|" + padLeft("min", 5) + " | done")
print(String(repeating: "-", count: 33))
for item in items {
    print(pad(item.title, 20) + "|" + padLeft(String(item.estimate), 5) + " | " + (item.done ? "yes" : "no"))
}
let open = items.filter { !$0.done }
let minutes = open.reduce(0) { $0 + $1.estimate }
print("\(open.count) open, \(minutes / 60)h \(minutes % 60)m left")
