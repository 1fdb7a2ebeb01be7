// `type(of:)` of a generic class or struct built from an initializer's arguments names the
// arguments those bind, even where no stored value shows them (`Cell([Int]())` is a
// `Cell<Array<Int>>`, though its array is empty).
final class Cell<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
struct Pair<A, B> {
    var a: A
    var b: B
    init(first: A, second: B) {
        a = first
        b = second
    }
}
let empty = Cell([Int]())
print(empty.value, type(of: empty))
print(type(of: Cell("kiwi")), type(of: Cell(2.5)), type(of: Cell(1)))
let pair = Pair(first: [String](), second: empty)
print(type(of: pair), pair.a.count)
let names: [String: Double] = [:]
print(type(of: Cell(names)), type(of: Cell(Optional<Int>.none)))
