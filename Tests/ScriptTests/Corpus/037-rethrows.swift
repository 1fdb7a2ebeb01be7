// rethrows: throws only when the closure argument throws.
enum ParseError: Error {
    case notANumber
}

func applyAll<T>(_ values: [String], _ transform: (String) throws -> T) rethrows -> [T] {
    var results: [T] = []
    for value in values {
        results.append(try transform(value))
    }
    return results
}

let lengths = applyAll(["a", "bb", "ccc"]) { $0.count }
print(lengths)

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.notANumber }
    return n
}
do {
    print(try applyAll(["1", "2"], parse))
    print(try applyAll(["3", "x", "4"], parse))
} catch {
    print("failed:", error)
}

func measure<Result>(_ label: String, _ body: () throws -> Result) rethrows -> Result {
    print("start", label)
    defer { print("end", label) }
    return try body()
}
print(measure("sum") { (1...4).reduce(0, +) })
let r = try? measure("bad") { try parse("nope") }
print(r == nil)
