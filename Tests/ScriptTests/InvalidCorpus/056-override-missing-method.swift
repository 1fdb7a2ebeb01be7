// Overriding a superclass method without `override`.
class Shape {
    func describe() -> String { "a shape" }
}

class Square: Shape {
    var side = 2.0
    func describe() -> String { "a square of side \(side)" }
}

let s = Square()
print("made a square")
print(s.describe())
