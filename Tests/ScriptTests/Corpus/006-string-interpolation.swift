// String interpolation of expressions, calls, optionals via ??, nested quotes.
struct TodoItem {
    var title: String
    var done: Bool
}

let item = TodoItem(title: "Write lesson", done: false)
let count = 3
print("\(item.title) is \(item.done ? "done" : "open")")
print("\(count) tasks, \(count * 2) subtasks, \(count > 2 ? "busy" : "calm")")
let nickname: String? = nil
print("nickname: \(nickname ?? "none")")
let names = ["Ada", "Grace"]
print("names: \(names.joined(separator: " & ")) (\(names.count))")
print("math: \(1 + 2) \(7 / 2) \(7.0 / 2)")
func shout(_ s: String) -> String { s.uppercased() + "!" }
print("call: \(shout("hi"))")
print("nested: \("inner \(count)")")
print("array: \(names)")
