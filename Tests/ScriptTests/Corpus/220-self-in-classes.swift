// In a class, `Self` is the dynamic type: a subclass's factory makes the subclass.
class Shape {
    required init() {}
    class func make() -> Self { self.init() }
    func name() -> String { "\(type(of: self))" }
    func copy() -> Self { return self }
}
final class Circle: Shape {}
final class Square: Shape {}

print(Shape.make().name())
print(Circle.make().name())
print(Square.make().copy().name())
let shapes: [Shape] = [Circle.make(), Square.make(), Shape.make()]
print(shapes.map { $0.name() })
