// Inside a type's own extension, a bare name can be a member that a protocol extension gives
// the type (`reduce`, `map`, `contains` of Sequence; a protocol's own extension method): it is
// called on self. (Found by a realistic linked-list program: "cannot find 'reduce' in scope".)
struct Bag: Sequence {
    var items: [Int]
    func makeIterator() -> IndexingIterator<[Int]> { items.makeIterator() }
}

extension Bag {
    var total: Int { reduce(0, +) }
    var doubled: [Int] { map { $0 * 2 } }
    func has(_ x: Int) -> Bool { contains(x) }
    func largest() -> Int? { self.max() }
}

protocol Greeter {
    var name: String { get }
}

extension Greeter {
    func greeting() -> String { "hello, \(name)" }
    func loud() -> String { greeting().uppercased() + "!" }
}

struct Person: Greeter {
    let name: String
    func introduce() -> String { greeting() + " (" + loud() + ")" }
}

let bag = Bag(items: [3, 1, 2])
print(bag.total, bag.doubled, bag.has(2), bag.has(9), bag.largest() ?? -1)
print(Person(name: "ada").introduce())
