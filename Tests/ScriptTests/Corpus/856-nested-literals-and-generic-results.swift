// Literals nested in collection literals join as Swift's do (`[[1.0, 2], [3, 4]]` is `[[Double]]`),
// and a generic function's result type binds its `T` (a closure type, a `Result`, an optional).

let grid = [[1.0, 2], [3, 4]]
print(grid, [[3, 4], [1.5]], [[1, 2], [3]])
let weights = [[1: 2.5], [3: 4]]
print(weights)
let table = ["low": [1, 2], "high": [2.5]]
print(table.sorted { $0.key < $1.key })

func makeAccumulator<T: Numeric>() -> (T) -> T {
    var total: T = 0
    return { value in
        total += value
        return total
    }
}
let distance: (Double) -> Double = makeAccumulator()
print(distance(1), distance(2.5))
let steps: (Int) -> Int = makeAccumulator()
print(steps(1), steps(1))

enum LoadError: Error { case empty }
func load<T: LosslessStringConvertible>(_ lines: [String]) -> Result<[T], LoadError> {
    lines.isEmpty ? .failure(.empty) : .success(lines.compactMap { T($0) })
}
let parsed: Result<[Double], LoadError> = load(["1", "x", "2.5"])
let nothing: Result<[Int], LoadError> = load([])
print(parsed, nothing)

func orZero<T: Numeric>(_ x: T?) -> T { x ?? 0 }
print(orZero(nil as Double?), orZero(2 as Int?), orZero(Optional(1.5) as Double?))

struct Matrix<T: Numeric> {
    var rows: [[T]]
    func trace() -> T { rows.indices.reduce(0) { $0 + rows[$1][$1] } }
    func scaled(by k: T) -> Matrix<T> { Matrix(rows: rows.map { $0.map { $0 * k } }) }
}
let m = Matrix(rows: [[1.0, 2], [3, 4]])
print(m.trace(), m.scaled(by: 2).rows, Matrix<Int>(rows: []).trace(), Matrix<Double>(rows: []).trace())

struct Stack<Element> {
    var items: [Element]
    func top() -> String { "\(Element.self) \(items.last.map { "\($0)" } ?? "-")" }
}
print(Stack(items: [1, 2.5]).top(), Stack(items: ["a"]).top(), Stack(items: [7]).top())
