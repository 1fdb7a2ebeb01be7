// A type conforming to ExpressibleByArrayLiteral / ExpressibleByIntegerLiteral /
// ExpressibleByStringLiteral is built from a literal wherever that type is expected.
struct Queue<T> {
    private var items: [T] = []
    var count: Int { items.count }
    mutating func enqueue(_ x: T) { items.append(x) }
    mutating func dequeue() -> T? { items.isEmpty ? nil : items.removeFirst() }
}
extension Queue: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: T...) { self.init(); for e in elements { enqueue(e) } }
}
var q: Queue<Int> = [1, 2, 3]
q.enqueue(4)
print(q.dequeue()!, q.count)

struct Money: ExpressibleByIntegerLiteral, CustomStringConvertible {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral v: Int) { cents = v * 100 }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
let prices: [Money] = [5, Money(cents: 250), 1]
var wallet: Money = 10
wallet = wallet + 3
func pay(_ m: Money) -> String { "paid \(m)" }
print(prices, wallet, pay(2))

struct Tag: ExpressibleByStringLiteral, Equatable {
    let text: String
    init(stringLiteral value: String) { text = value.lowercased() }
}
let tags: [Tag] = ["Swift", "UI"]
print(tags.map(\.text), tags.contains("swift"))
