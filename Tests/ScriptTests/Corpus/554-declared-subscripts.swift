// Subscript declarations: positional parameters (no labels unless written), labelled ones,
// variadic indices, defaults, compound assignment through the setter, `static subscript`.
struct Board {
    let width: Int
    var cells: [Int]
    init(width: Int, height: Int) {
        self.width = width
        cells = [Int](repeating: 0, count: width * height)
    }
    subscript(x: Int, y: Int) -> Int {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
    subscript(row row: Int) -> [Int] { Array(cells[(row * width)..<((row + 1) * width)]) }
}
var m = Board(width: 3, height: 2)
m[1, 0] = 5
m[0, 1] += 7
print(m[1, 0], m[0, 1], m[row: 1])

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
