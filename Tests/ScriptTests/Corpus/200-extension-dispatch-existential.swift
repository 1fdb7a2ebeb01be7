// A protocol-extension method that is not a requirement dispatches on the static type:
// through `any Shape` the extension's version runs, on the concrete type its own.
protocol Shape {
    var name: String { get }
    func area() -> Double
}

extension Shape {
    func summary() -> String { "\(name) with area \(area())" }
    func describe() -> String { "a shape" }
}

struct Square: Shape {
    var side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
    func describe() -> String { "a square of side \(side)" }
}

struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { 3 * radius * radius }
}

let shapes: [any Shape] = [Square(side: 2), Circle(radius: 1)]
for shape in shapes {
    print(shape.describe())
    print(shape.summary())
}
print(shapes[0].describe())
let square = Square(side: 3)
print(square.describe())
let existential: any Shape = square
print(existential.describe())
