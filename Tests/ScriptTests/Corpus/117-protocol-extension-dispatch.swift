// Requirements dispatch dynamically; methods only in a protocol extension dispatch
// statically on the declared type.
protocol Shape {
    func name() -> String
}
extension Shape {
    func name() -> String { "shape" }
    func describe() -> String { "a generic shape" }
}
struct Square: Shape {
    func name() -> String { "square" }
    func describe() -> String { "a square" }
}
struct Blob: Shape {}

let square = Square()
let asShape: any Shape = square
print(square.name(), square.describe())
print(asShape.name(), asShape.describe())
print(Blob().name(), Blob().describe())
func generic<T: Shape>(_ s: T) -> String { s.name() + " / " + s.describe() }
print(generic(square))
let shapes: [any Shape] = [Square(), Blob()]
print(shapes.map { $0.name() })
