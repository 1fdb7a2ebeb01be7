// Tuples through `Any`: `as?` a tuple type (labelled or not), `case let (x, y) as (Int, Double)`,
// and `if let (a, b) = optionalTuple` unwrapping into a tuple pattern.
struct Book { let title: String; let year: Int }
let books = [Book(title: "Dune", year: 1965), Book(title: "Emma", year: 1815), Book(title: "Ubik", year: 1969)]
let oldest = books.min { $0.year < $1.year }
if let (title, year) = oldest.map({ ($0.title, $0.year) }) { print("oldest:", title, year) }
let none: (Int, Int)? = nil
if let (a, b) = none { print(a, b) } else { print("no pair") }
guard let (first, last) = books.isEmpty ? nil : (books[0].title, books[books.count - 1].title) else {
    fatalError("empty")
}
print(first, last)

let things: [Any] = [("Dune", 1965), (1, 2.5), (3, "no"), "plain", 42, (title: "Emma", year: 1815)]
for thing in things {
    switch thing {
    case let (x, y) as (Int, Double): print("int and double", x, y)
    case let pair as (Int, String): print("int and string", pair.0, pair.1)
    case let book as (title: String, year: Int): print("book", book.title, book.year)
    case let n as Int: print("int", n)
    default: print("other", thing)
    }
}
if let labelled = things[0] as? (name: String, when: Int) { print(labelled.name, labelled.when) }
print(things.filter { $0 is (String, Int) }.count)
