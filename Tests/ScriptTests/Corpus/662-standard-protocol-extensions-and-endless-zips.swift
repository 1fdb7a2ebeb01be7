// A program's own types reach its extensions of the standard protocols they conform to
// (`extension Equatable`, `extension Comparable where Self: Named`); `zip` with an endless range
// pairs as many as the other side has; `String` of a slice of characters joins them.
protocol Named { var name: String { get } }
extension Equatable {
    func same(as other: Self) -> Bool { self == other }
}
extension Comparable where Self: Named {
    func beats(_ other: Self) -> String { self > other ? "\(name) beats \(other.name)" : "\(other.name) wins" }
}
struct Player: Named, Hashable, Comparable {
    let name: String
    var score: Int
    static func < (a: Player, b: Player) -> Bool { a.score < b.score }
}
let ann = Player(name: "ann", score: 30), bo = Player(name: "bo", score: 45)
print(ann.same(as: Player(name: "ann", score: 30)), ann.same(as: bo), ann.beats(bo), bo.beats(ann))
enum Light: Equatable { case red, green }
print(Light.red.same(as: .red), Light.red.same(as: .green))
let ranked = zip(["gold", "silver", "bronze"], 1...).map { "\($1). \($0)" }
print(ranked, Array(zip(10..., "ab")), zip(1...3, 5...).map(*))
let alphabet = (97...122).map { Character(String(decoding: [UInt8($0)], as: UTF8.self)) }
print(String(alphabet.prefix(5)), String(alphabet[20...]), String(alphabet.suffix(3).reversed()))
