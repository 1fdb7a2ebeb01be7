// A protocol may inherit from a class: its conformers are subclasses, and a value of the
// protocol's type has the class's members.
class Shape {
    var name: String
    init(name: String) { self.name = name }
    func describe() -> String { "shape \(name)" }
}
protocol Sized: Shape {
    var area: Double { get }
}
extension Sized {
    func report() -> String { "\(describe()) has area \(area)" }
}
final class Square: Shape, Sized {
    let side: Double
    init(side: Double) {
        self.side = side
        super.init(name: "square")
    }
    var area: Double { side * side }
    override func describe() -> String { "a \(name) of side \(side)" }
}
class Circle: Shape, Sized {
    let radius: Double
    init(radius: Double) {
        self.radius = radius
        super.init(name: "circle")
    }
    var area: Double { 3.0 * radius * radius }
}
let items: [any Sized] = [Square(side: 2), Circle(radius: 1)]
for item in items {
    print(item.report(), item.name)
}
let first: Shape = items[0]
print(first is Sized, first.describe())
func largest(_ shapes: [some Sized]) -> String { shapes.max { $0.area < $1.area }?.name ?? "none" }
print(largest([Square(side: 1), Square(side: 3)]))
