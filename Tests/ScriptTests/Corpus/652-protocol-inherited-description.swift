// A protocol that inherits `CustomStringConvertible` and gives `description` in an extension:
// its conforming types print with it, also as elements and through `any Shape`.
protocol Shape: CustomStringConvertible {
    var area: Double { get }
    var name: String { get }
}
extension Shape {
    var name: String { "shape" }
    var description: String { "\(name) with area \(area)" }
}
struct Circle: Shape {
    let r: Double
    var area: Double { 3 * r * r }
    var name: String { "circle" }
}
struct Rect: Shape { let w, h: Double; var area: Double { w * h } }
let shapes: [any Shape] = [Circle(r: 1), Rect(w: 2, h: 3.5)]
for shape in shapes { print(shape) }
print(Rect(w: 1, h: 1), "\(Circle(r: 2))", String(describing: Rect(w: 2, h: 2)))
print(shapes.sorted { $0.area > $1.area }.map(\.name))
