// A protocol extension's method using the protocol's associated type as a type (a literal of
// `Value`, `Value.self`, `reduce(0, +)` over `[Item]`) runs on each conforming type with what that
// type fills the associated type in with: a nested typealias, or the type of the member meeting
// the requirement (`var value = 0` makes `Value` an `Int`); `self`'s own calls pass it on.
protocol Counter {
    associatedtype Value: Numeric
    var value: Value { get set }
}
extension Counter {
    mutating func inc() { value += 1 }
    mutating func incTwice() {
        inc()
        self.inc()
    }
    func doubled() -> Value { value * 2 }
    func describe() -> String { "\(Value.self): \(value)" }
}
struct Whole: Counter {
    var value = 5
    mutating func bump() {
        inc()
        incTwice()
    }
}
struct Half: Counter { var value = 0.5 }
struct Single: Counter {
    typealias Value = Float
    var value: Float = 2
}
var whole = Whole()
whole.bump()
var half = Half()
half.inc()
half.incTwice()
var single = Single()
single.inc()
print(whole.value, half.value, single.value)
print(whole.doubled(), half.doubled(), single.describe(), whole.describe())

protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
extension Container where Item: Numeric {
    func total() -> Item { items.reduce(0, +) }
    func scaled(by factor: Item) -> [Item] { items.map { $0 * factor } }
}
struct Bag: Container { var items: [Double] }
struct Crate: Container { var items = [1, 2, 3] }
print(Bag(items: [1.5, 2]).total(), Crate().total(), Bag(items: []).total(), Crate().scaled(by: 2))
