// `Player.init` as a function value: swiftc picks the one initializer whose arity fits the
// context; its labels are not written at the reference.
final class Player {
    let name: String
    var score = 0
    init(name: String) { self.name = name }
}
struct Point { var x: Int; var y: Int }
struct Tag {
    let text: String
    init(_ text: String) { self.text = text }
    init(text: String, upper: Bool) { self.text = upper ? text.uppercased() : text }
}

let players = ["Ana", "Bo"].map(Player.init)
print(players.map(\.name))
let points = zip([1, 2], [3, 4]).map(Point.init)
print(points)
let tags = ["a", "b"].map(Tag.init)
print(tags.map(\.text))
let make: (String, Bool) -> Tag = Tag.init
print(make("loud", true).text)
