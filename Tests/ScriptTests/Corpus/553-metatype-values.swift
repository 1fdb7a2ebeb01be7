// Metatypes in variables and `type(of:)`: `k.init(…)`, `required init`, class members.
class Shape {
    class var sides: Int { 0 }
    static var created = 0
    let label: String
    required init(label: String) {
        self.label = label
        Shape.created += 1
    }
    func describe() -> String { "\(label) with \(Self.sides) sides" }
    static func make(_ label: String) -> Self { self.init(label: label) }
}
class Triangle: Shape {
    override class var sides: Int { 3 }
}
class Square: Shape {
    override class var sides: Int { 4 }
    required init(label: String) { super.init(label: label.uppercased()) }
}
let kinds: [Shape.Type] = [Triangle.self, Square.self, Shape.self]
for k in kinds {
    let made = k.init(label: "gen")
    print(made.describe(), k.sides, type(of: made).sides)
}
let sq = Square.make("sq")
print(sq.describe(), Shape.created)
let k: Shape.Type = Triangle.self
print(k.make("t").describe())
