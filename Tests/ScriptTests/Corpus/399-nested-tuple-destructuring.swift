// `let ((x, y), distance) = …`: tuple patterns with tuples inside, in declarations.
final class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("release \(name)") }
}
let queue = [((0, 1), 5), ((2, 3), 7)]
let ((x, y), distance) = queue[1]
print(x, y, distance)
var ((a, _), (b, (c, d))) = ((1, 2), (3, (4, 5)))
a += 10
print(a, b, c, d)
let (label, (first, second)): (String, (Int, Double)) = ("pair", (1, 2))
print(label, first, second)
func walk() {
    let ((left, right), tag) = ((Token("l"), Token("r")), "t")
    print("walking", left.name, right.name, tag)
}
walk()
for ((p, q), r) in [((1, 2), 3)] { print(p + q + r) }
