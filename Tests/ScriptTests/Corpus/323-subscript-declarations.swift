// subscript declarations: read-only, read-write, labelled, on structs and classes.
struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Double {
        get { grid[(row * columns) + column] }
        set { grid[(row * columns) + column] = newValue }
    }
}
var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
print(matrix[0, 1], matrix[1, 0], matrix.grid)

struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let threeTimes = TimesTable(multiplier: 3)
print("six times three is \(threeTimes[6])")

final class Shelf {
    private var books: [String: String] = [:]
    subscript(title title: String) -> String? {
        get { books[title] }
        set { books[title] = newValue }
    }
}
let shelf = Shelf()
shelf[title: "Dune"] = "Herbert"
print(shelf[title: "Dune"] ?? "unknown", shelf[title: "Emma"] ?? "unknown")
shelf[title: "Dune"] = nil
print(shelf[title: "Dune"] ?? "removed")
