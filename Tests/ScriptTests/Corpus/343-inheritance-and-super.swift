// Class inheritance: overriding methods and properties, calling super, type checks.
class Shape {
    let name: String
    init(name: String) { self.name = name }
    func area() -> Double { 0 }
    func describe() -> String { "\(name) with area \(area())" }
}
class Rectangle: Shape {
    let width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        super.init(name: "rectangle")
    }
    override func area() -> Double { width * height }
}
final class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side) }
    override func describe() -> String { "square! " + super.describe() }
}
let shapes: [Shape] = [Shape(name: "blob"), Rectangle(width: 2, height: 3), Square(side: 2)]
for shape in shapes { print(shape.describe()) }
print(shapes.filter { $0 is Rectangle }.count, shapes.compactMap { $0 as? Square }.count)
if let square = shapes.last as? Rectangle { print(square.width) }
