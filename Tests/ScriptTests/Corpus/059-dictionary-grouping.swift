// Grouping and counting with dictionaries; output in sorted key order.
struct TodoItem {
    var title: String
    var list: String
    var done: Bool
}
let items = [
    TodoItem(title: "Milk", list: "shopping", done: false),
    TodoItem(title: "Taxes", list: "home", done: true),
    TodoItem(title: "Bread", list: "shopping", done: true),
    TodoItem(title: "Fix tap", list: "home", done: false),
    TodoItem(title: "Corpus", list: "work", done: false),
]
let byList = Dictionary(grouping: items, by: \.list)
for list in byList.keys.sorted() {
    let titles = byList[list]!.map(\.title)
    print(list, titles)
}
var openCounts: [String: Int] = [:]
for item in items where !item.done {
    openCounts[item.list, default: 0] += 1
}
print(openCounts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let lookup = Dictionary(uniqueKeysWithValues: items.map { ($0.title, $0.done) })
print(lookup["Taxes"] ?? false, lookup["Milk"] ?? true, lookup["Nope"] == nil)
print(byList.count, byList["work"]?.count ?? 0)
let filtered = openCounts.filter { $0.value > 1 }
print(filtered.keys.sorted())
