// Shapes: protocol requirements vs. extension-only methods, sorting, and grouping.

protocol Shape {
    var name: String { get }
    var area: Double { get }
    var perimeter: Double { get }
}

extension Shape {
    var name: String { String(describing: type(of: self)).lowercased() }
    func summary() -> String { "\(name): area \(rounded(area)), perimeter \(rounded(perimeter))" }
    func describe() -> String { "a shape" }
}

func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }

struct Circle: Shape {
    var radius: Double
    var area: Double { Double.pi * radius * radius }
    var perimeter: Double { 2 * Double.pi * radius }
    func describe() -> String { "a circle of radius \(radius)" }
}

struct Rectangle: Shape {
    var width, height: Double
    var area: Double { width * height }
    var perimeter: Double { 2 * (width + height) }
}

struct Square: Shape {
    var side: Double
    var name: String { "square \(side)" }
    var area: Double { side * side }
    var perimeter: Double { 4 * side }
    func describe() -> String { "a square" }
}

struct Triangle: Shape {
    let a, b, c: Double
    var perimeter: Double { a + b + c }
    var area: Double {
        let s = perimeter / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
}

let shapes: [any Shape] = [
    Circle(radius: 1.5), Rectangle(width: 3, height: 4.5), Square(side: 2),
    Triangle(a: 3, b: 4, c: 5),
]
for shape in shapes.sorted(by: { $0.area < $1.area }) { print(shape.summary()) }
for shape in shapes { print(shape.describe()) }
let circle = Circle(radius: 2)
print(circle.describe(), "|", (circle as any Shape).describe())
let total = shapes.map(\.area).reduce(0, +)
print("total area:", rounded(total))
let byKind = Dictionary(grouping: shapes, by: { $0.perimeter > 12 ? "large" : "small" })
for key in byKind.keys.sorted() { print(key, byKind[key]!.map(\.name)) }
let largest = shapes.max { $0.perimeter < $1.perimeter }!
print("largest perimeter:", largest.name, largest.perimeter)
func describeAll<S: Shape>(_ items: [S]) -> [String] { items.map { $0.describe() } }
print(describeAll([Square(side: 1), Square(side: 3)]))
print(describeAll([Circle(radius: 1)]))
