// An array literal of instances of different subclasses has the nearest common
// superclass as its element type.
class Shape { var name: String { "shape" } }
class Polygon: Shape {}
class Square: Polygon { override var name: String { "square" } }
class Triangle: Polygon { override var name: String { "triangle" } }
class Circle: Shape { override var name: String { "circle" } }

let polygons = [Square(), Triangle()]
print(type(of: polygons))
let shapes = [Square(), Circle(), Triangle()]
print(type(of: shapes))
let squares = [Square(), Square()]
print(type(of: squares))
print(shapes.map { $0.name })
