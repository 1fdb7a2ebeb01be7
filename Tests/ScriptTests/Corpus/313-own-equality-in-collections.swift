// A type's own == decides contains, firstIndex(of:), Set and Dictionary keys.
struct TodoItem: Hashable, CustomStringConvertible {
    let id: Int
    var title: String
    static func == (lhs: TodoItem, rhs: TodoItem) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String { "#\(id) \(title)" }
}

let items = [TodoItem(id: 1, title: "Write"), TodoItem(id: 2, title: "Read"), TodoItem(id: 3, title: "Rest")]
let edited = TodoItem(id: 2, title: "Read a book")
print(items.contains(edited))
print(items.firstIndex(of: edited) ?? -1)
print(items.lastIndex(of: TodoItem(id: 3, title: "?")) ?? -1)

var unique = Set(items)
print(unique.contains(edited), unique.count)
unique.insert(edited)
print("after insert:", unique.count)

var notes: [TodoItem: String] = [:]
notes[items[1]] = "first note"
notes[edited] = "second note"
print(notes.count, notes[items[1]] ?? "none")

print(items == [TodoItem(id: 1, title: "a"), TodoItem(id: 2, title: "b"), TodoItem(id: 3, title: "c")])
print(items.filter { $0 != edited })
