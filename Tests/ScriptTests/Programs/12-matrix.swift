// A small matrix type: subscripts, operators, identity, transpose and printing.

struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, columns: Int
    private(set) var values: [Int]

    init(rows: Int, columns: Int, values: [Int]? = nil) {
        precondition(values == nil || values!.count == rows * columns, "wrong size")
        self.rows = rows
        self.columns = columns
        self.values = values ?? Array(repeating: 0, count: rows * columns)
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, columns: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    subscript(row: Int, column: Int) -> Int {
        get { values[row * columns + column] }
        set { values[row * columns + column] = newValue }
    }

    var transposed: Matrix {
        var t = Matrix(rows: columns, columns: rows)
        for r in 0..<rows { for c in 0..<columns { t[c, r] = self[r, c] } }
        return t
    }

    var description: String {
        let width = values.map { String($0).count }.max() ?? 1
        return (0..<rows).map { r in
            (0..<columns).map { c in
                let s = String(self[r, c])
                return String(repeating: " ", count: width - s.count) + s
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }

    static func * (a: Matrix, b: Matrix) -> Matrix? {
        guard a.columns == b.rows else { return nil }
        var result = Matrix(rows: a.rows, columns: b.columns)
        for i in 0..<a.rows {
            for j in 0..<b.columns {
                result[i, j] = (0..<a.columns).reduce(0) { $0 + a[i, $1] * b[$1, j] }
            }
        }
        return result
    }

    static func + (a: Matrix, b: Matrix) -> Matrix {
        Matrix(rows: a.rows, columns: a.columns, values: zip(a.values, b.values).map(+))
    }
}

let a = Matrix(rows: 2, columns: 3, values: [1, 2, 3, 4, 5, 6])
print(a)
print(a.transposed)
if let p = a * a.transposed { print("a * aT:\n\(p)") }
print(a * a == nil)
let i3 = Matrix.identity(3)
print((a * i3)! == a, a.transposed.transposed == a)
var m = a + a
m[1, 2] = -100
print(m)
let step = Matrix(rows: 2, columns: 2, values: [1, 1, 1, 0])
var power = step
for _ in 1..<10 { power = (power * step)! }
print("fib:", power[0, 1], power.values)
print(Matrix.identity(2).values, Matrix(rows: 1, columns: 1))
