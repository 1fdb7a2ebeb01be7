// A program collection's slices and iterator print as Swift's Slice and IndexingIterator do, in
// print, debugPrint, type(of:) and inside a collection (the interpreter refused to print them), and
// drop(while:) is a Slice too (the interpreter printed an array).
struct Shelf: Collection { var books: [String]; var startIndex: Int { 0 }; var endIndex: Int { books.count }; func index(after i: Int) -> Int { i + 1 }; subscript(i: Int) -> String { books[i] } }
let shelf = Shelf(books: ["Dune", "Emma"])
print(shelf.dropFirst())
print(shelf.makeIterator())
debugPrint(shelf.prefix(1))
print(type(of: shelf.dropFirst()), type(of: shelf.makeIterator()))
print([shelf.dropFirst()])
print(shelf.drop { $0.hasPrefix("D") }, Array(shelf.drop(while: { _ in true })))
print(shelf.suffix(1), shelf.dropLast(), [shelf.prefix(1)].count)
var it = shelf.makeIterator()
print(it.next()!, it)
