// Subscript declarations: positional parameters (no labels unless written), labelled ones,
// variadic indices, defaults, compound assignment through the setter, `static subscript`.
struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Double {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }
    subscript(row row: Int) -> [Double] { Array(grid[(row * columns)..<((row + 1) * columns)]) }
}
var m = Matrix(rows: 2, columns: 3)
m[0, 1] = 1.5
m[1, 0] += 7
print(m[0, 1], m[1, 0], m[row: 1])

struct Inventory {
    private var items: [String: Int] = [:]
    subscript(item: String) -> Int {
        get { items[item, default: 0] }
        set { items[item] = newValue == 0 ? nil : newValue }
    }
    subscript(items names: String...) -> [Int] { names.map { self[$0] } }
    subscript(item: String, scaledBy factor: Int = 10) -> Int { self[item] * factor }
}
var inv = Inventory()
inv["apple"] += 3
inv["pear"] = 2
inv["pear"] -= 2
print(inv["apple"], inv["pear"], inv[items: "apple", "kiwi", "apple"], inv["apple", scaledBy: 2])

enum Weekday: Int {
    case mon = 1, tue, wed
    static subscript(n: Int) -> Weekday { Weekday(rawValue: n) ?? .mon }
}
print(Weekday[3], Weekday[9])
