// What is stored into an array of optionals is an optional (`Optional("y")` when printed), however
// it gets there: an element or range assignment, append/insert of one or of many, replaceSubrange,
// through an optional chain, a struct's field in a mutating method, a nested array.
var names: [String?] = [nil, nil]
names[1] = "y"
print(names)
names.insert("x", at: 0)
names.append(contentsOf: ["q"])
print(names)
names[0...1] = ["m", "n"]
print(names)
names.insert(contentsOf: ["i"], at: 0)
names.replaceSubrange(0..<1, with: ["r"])
let more: [String] = ["w"]
names.append(contentsOf: more)
print(names)
func label() -> String { "fn" }
names[2] = label()
print(names[2] as Any, names.count)

struct Board {
    var cells: [Character?] = Array(repeating: nil, count: 3)
    mutating func mark(_ index: Int, _ mark: Character) { cells[index] = mark }
}
var board = Board()
board.mark(1, "X")
print(board.cells)

var grid: [[Int?]] = Array(repeating: Array(repeating: nil, count: 2), count: 2)
grid[0][1] = 7
grid[1].append(3)
print(grid)
var byKey: [String: [Int?]] = ["k": [nil]]
byKey["k"]?[0] = 4
byKey["k"]?.append(5)
byKey["k"]![1] = 6
print(byKey)
var counts: [Int?] = [1, nil, 3]
counts[1] = counts[0]! + 1
print(counts, counts.compactMap { $0 })

struct Grid<Cell> {
    var cells: [[Cell?]]
    init(size: Int) { cells = Array(repeating: Array(repeating: nil, count: size), count: size) }
}
var letters = Grid<String>(size: 2)
letters.cells[0][1] = "x"
print(letters.cells)
