// A program's own MutableCollection: `swapAt` is MutableCollection's (it ran on a copy of the
// elements and changed nothing), a generic algorithm in `extension MutableCollection` uses
// `formIndex(after:)`/`formIndex(before:)` (an overload in each of two protocols' extensions), and a
// type's own `sort()` runs. Swift's in-place `sort()` on such a type is refused before the run.
struct Deck: MutableCollection, RandomAccessCollection {
    var cards: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { cards.count }
    subscript(i: Int) -> Int {
        get { cards[i] }
        set { cards[i] = newValue }
    }
    mutating func sort() { cards.sort() }
}
extension MutableCollection where Self: BidirectionalCollection {
    mutating func reverseInPlace() {
        guard !isEmpty else { return }
        var low = startIndex
        var high = index(before: endIndex)
        while low < high {
            swapAt(low, high)
            formIndex(after: &low)
            formIndex(before: &high)
        }
    }
}
var deck = Deck(cards: [5, 2, 8, 1])
deck.swapAt(0, 3)
print(deck.cards)
deck.sort()
print(deck.cards)
deck.reverseInPlace()
print(Array(deck), deck.first!, deck.last!)
deck[1] += 10
print(deck.cards, deck.reduce(0, +), deck.map { $0 % 10 })
var i = deck.startIndex
deck.formIndex(after: &i)
print(i, deck[i])
// Collection's defaults by their bare names in a method of the type's own.
extension Deck {
    func describe() -> String { isEmpty ? "empty" : "\(count) cards, first \(first!), last \(last!)" }
}
print(deck.describe(), Deck(cards: []).describe())
