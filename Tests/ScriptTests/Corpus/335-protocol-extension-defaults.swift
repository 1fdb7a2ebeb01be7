// Protocols with default implementations in extensions, overridden by conforming types.
protocol Describable {
    var name: String { get }
    func describe() -> String
}
extension Describable {
    func describe() -> String { "item \(name)" }
    func shout() -> String { describe().uppercased() }
}
struct Book: Describable {
    let name: String
}
struct Song: Describable {
    let name: String
    func describe() -> String { "song \(name)" }
}
let shelf: [any Describable] = [Book(name: "Dune"), Song(name: "Blue")]
for item in shelf { print(item.describe(), "/", item.shout()) }
func loudest<T: Describable>(_ items: [T]) -> String { items.map { $0.shout() }.joined(separator: ", ") }
print(loudest([Book(name: "a"), Book(name: "b")]))
