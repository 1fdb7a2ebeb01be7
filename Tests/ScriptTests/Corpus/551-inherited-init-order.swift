// A subclass without initializers inherits its base's: its own defaults come first.
func made(_ s: String) -> String { print("init \(s)"); return s }
class Shape {
    var id = made("Shape.id")
    let name: String
    init(name: String) { self.name = made("Shape.name=" + name) }
}
class Circle: Shape {
    var radius = made("Circle.radius")
    lazy var area = made("Circle.area (lazy)")
}
final class Ring: Circle {
    var inner = made("Ring.inner")
}
let r = Ring(name: "r")
print("built", r.name)
print(r.area)
