// `sequence(first:next:)` (the prelude's, in Swift: `next` runs only when the element after the last
// one is asked for), and `prefix(n)` of a program's sequence: n `next()`s, so an endless one ends. The
// interpreter refused `sequence`, and asked an endless sequence for every element (it never ended).
let powers = sequence(first: 1) { $0 * 2 }
print(Array(powers.prefix(6)))
for p in powers {
    if p > 100 { break }
    print(p, terminator: " ")
}
print()
print(powers.first { $0 > 1000 } as Any)
let countdown = sequence(first: 5) { $0 > 1 ? $0 - 1 : nil }
print(Array(countdown), countdown.map { $0 * $0 }, countdown.reduce(0, +))
var calls = 0
let traced = sequence(first: "a") { s -> String? in calls += 1; return s.count < 4 ? s + "a" : nil }
print(Array(traced.prefix(3)), calls)
final class Node { let v: Int; let parent: Node?; init(_ v: Int, _ p: Node?) { self.v = v; parent = p } }
let leaf = Node(3, Node(2, Node(1, nil)))
print(sequence(first: leaf, next: \.parent).map(\.v))
print(sequence(first: leaf) { $0.parent }.count(where: { $0.v > 1 }))
struct Naturals: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var i = 0
        return AnyIterator { i += 1; print("n", i); return i }
    }
}
print(Array(Naturals().prefix(3)))
for x in Naturals().prefix(0) { print(x) }
print(Naturals().prefix(2).map { $0 * 5 })
