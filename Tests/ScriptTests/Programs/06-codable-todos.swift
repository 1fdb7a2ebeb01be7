// A to-do list saved as JSON and read back with Codable.
import Foundation

enum Priority: String, Codable, Comparable {
    case low, normal, urgent
    static func < (a: Priority, b: Priority) -> Bool {
        let order: [Priority] = [.low, .normal, .urgent]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

struct Todo: Codable, Equatable {
    var id: Int
    var title: String
    var priority: Priority
    var done: Bool = false
    var tags: [String]?
}

struct TodoList: Codable {
    var owner: String
    var todos: [Todo]

    var summary: String {
        let open = todos.filter { !$0.done }
        return "\(owner): \(open.count) open of \(todos.count)"
    }

    mutating func complete(_ id: Int) {
        if let i = todos.firstIndex(where: { $0.id == id }) { todos[i].done = true }
    }
}

var list = TodoList(owner: "sam", todos: [
    Todo(id: 1, title: "write parser", priority: .urgent, tags: ["code"]),
    Todo(id: 2, title: "buy milk", priority: .low),
    Todo(id: 3, title: "review PR", priority: .normal, tags: ["code", "team"]),
])
list.complete(2)
print(list.summary)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(list)
let json = String(decoding: data, as: UTF8.self)
print(json)

let decoded = try JSONDecoder().decode(TodoList.self, from: data)
print(decoded.todos == list.todos)
for todo in decoded.todos.sorted(by: { $0.priority > $1.priority }) {
    let mark = todo.done ? "x" : " "
    print("[\(mark)] \(todo.title) (\(todo.priority)) \(todo.tags ?? [])")
}

let incoming = """
{"owner": "kim", "todos": [{"id": 9, "title": "plan trip", "priority": "urgent", "done": false}]}
"""
do {
    let other = try JSONDecoder().decode(TodoList.self, from: Data(incoming.utf8))
    print(other.summary, other.todos[0].tags == nil)
} catch {
    print("decode failed")
}
let broken = #"{"owner": "lee", "todos": [{"id": 1, "title": "x", "priority": "someday"}]}"#
do {
    _ = try JSONDecoder().decode(TodoList.self, from: Data(broken.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted at", context.codingPath.map(\.stringValue))
} catch {
    print("other error: \(type(of: error))")
}
