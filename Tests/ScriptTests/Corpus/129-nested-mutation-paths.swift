// Mutating deep inside values: dictionary of arrays, array of structs of arrays.
struct TodoList {
    var name: String
    var items: [String] = []
    mutating func add(_ item: String) { items.append(item) }
}

var lists: [String: TodoList] = ["home": TodoList(name: "Home")]
lists["home"]?.add("Dishes")
lists["home"]?.items.append("Laundry")
lists["work"]?.add("never added")
print(lists["home"]?.items ?? [], lists["work"] == nil)

var board = [TodoList(name: "A"), TodoList(name: "B")]
board[1].add("Ship")
board[1].items[0] += "!"
board[0].name.append("-team")
print(board.map(\.name), board[1].items)

var matrix = Array(repeating: Array(repeating: 0, count: 3), count: 2)
matrix[1][2] = 9
matrix[0][0] += 1
print(matrix)
var counts: [String: [Int]] = [:]
counts["a", default: []].append(1)
counts["a", default: []].append(2)
print(counts["a"] ?? [])
