// A program's own Collection that makes its own iterator: `prefix(count())` and `dropFirst(count())`
// ask `count()` once each, as Swift does.
struct Shelf: Collection {
    var books: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { books.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> String { books[position] }
    func makeIterator() -> IndexingIterator<[String]> { books.makeIterator() }
}

var asked = 0
func howMany() -> Int {
    asked += 1
    print("howMany() asked, time \(asked)")
    return 2
}

let shelf = Shelf(books: ["Dune", "Emma", "Ulysses", "Beloved"])
for title in shelf.prefix(howMany()) { print("front:", title) }
for title in shelf.dropFirst(howMany()) { print("back:", title) }
print(shelf.contains("Emma"), shelf.contains { $0.hasPrefix("U") })
print("howMany() was asked \(asked) times")
