// How print shows arrays, optionals, nested collections, enums and structs.
struct TodoItem {
    var title: String
    var done: Bool
}
enum Filter { case all, open }

print([1, 2, 3])
print(["a", "b"])
print([[1], [2, 3], []])
print([1.5, 2.0])
print([true, false])
let some: Int? = 4
let none: Int? = nil
print(some as Any, none as Any)
print([some, none])
print(["x", nil] as [String?])
print(Filter.open)
print(TodoItem(title: "Ship", done: false))
print([TodoItem(title: "A", done: true)])
print("a" as Any, 3 as Any)
print(String(describing: Filter.all), String(describing: 2.5))
print([String]())
print(1...3, 0..<2)
