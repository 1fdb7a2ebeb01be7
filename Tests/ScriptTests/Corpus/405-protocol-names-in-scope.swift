// Names visible unqualified: members of the `Self: Q` in `extension P where Self: Q`,
// and `allCases` inside a static member of a CaseIterable enum.
protocol Describable { var summary: String { get } }
protocol Priced { var price: Int { get } }
extension Describable where Self: Priced {
    var summary: String { "item costing \(price)" }
    func isCheaper(than limit: Int) -> Bool { price < limit }
}
struct Book: Describable, Priced { let title: String; let price: Int }
struct Gift: Describable { var summary: String { "a gift" } }
let things: [any Describable] = [Book(title: "Swift", price: 30), Gift()]
for thing in things { print(thing.summary) }
print(Book(title: "b", price: 5).isCheaper(than: 10))

enum Suit: String, CaseIterable, Comparable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    static func < (a: Suit, b: Suit) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
    static var symbols: String { allCases.map(\.rawValue).joined() }
}
print([Suit.spades, .clubs, .hearts].sorted().map(\.rawValue), Suit.symbols)
print(Suit.diamonds < .hearts, [Suit.hearts, .clubs].max()!)
