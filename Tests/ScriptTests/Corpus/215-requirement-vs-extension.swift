// A method declared in the protocol is a requirement: calls dispatch to the conforming
// type's implementation even through the protocol. An extension-only method does not.
protocol Describable {
    func describe() -> String
}

extension Describable {
    func describe() -> String { "something" }
    func label() -> String { "[\(describe())]" }
    func kind() -> String { "describable" }
}

struct Book: Describable {
    var title: String
    func describe() -> String { "book \(title)" }
    func kind() -> String { "book" }
}

struct Blank: Describable {}

let items: [Describable] = [Book(title: "Swift"), Blank()]
for item in items {
    print(item.describe(), item.label(), item.kind())
}
let book = Book(title: "Observation")
print(book.describe(), book.label(), book.kind())
