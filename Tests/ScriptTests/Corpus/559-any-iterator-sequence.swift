// A `Sequence` whose `makeIterator()` returns an `AnyIterator` built from a closure.
struct Grid: Sequence {
    let width: Int, height: Int
    func makeIterator() -> AnyIterator<(Int, Int)> {
        var x = 0, y = 0
        return AnyIterator {
            guard y < height else { return nil }
            defer {
                x += 1
                if x == width { x = 0; y += 1 }
            }
            return (x, y)
        }
    }
}
let g = Grid(width: 3, height: 2)
for (x, y) in g { print("(\(x),\(y))", terminator: " ") }
print()
print(g.filter { $0.0 == $0.1 }.map { "\($0)" })
print(Array(g).count, g.contains { $0 == (2, 1) })
var countdown = 3
let numbers = AnyIterator<Int> {
    defer { countdown -= 1 }
    return countdown > 0 ? countdown : nil
}
print(Array(numbers))
