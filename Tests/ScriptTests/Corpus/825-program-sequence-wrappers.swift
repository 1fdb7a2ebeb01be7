// prefix(_:), dropFirst(_:), drop(while:), enumerated() and zip of a program's own sequence ask it for
// elements only as their own are asked for (the prelude's PrefixSequence, DropFirstSequence …): a
// loop's body runs between the next() calls, drop(while:) runs its predicate when called, and an
// endless sequence is cut short. The interpreter collected every element first (an endless one never
// ended).
struct Up: Sequence, IteratorProtocol {
    let name: String
    let limit: Int
    var n = 0
    init(_ name: String, _ limit: Int = .max) { self.name = name; self.limit = limit }
    mutating func next() -> Int? { n += 1; print(name, n); return n <= limit ? n : nil }
}
for x in Up("p").prefix(2) { print("body", x) }
print(Array(Up("pd").dropFirst(2).prefix(2)))
print(Array(Up("dp").prefix(3).dropFirst()))
for x in Up("df", 4).dropFirst() { print("body", x) }
let dw = Up("dw", 6).drop { print("pred", $0); return $0 < 3 }
print("made")
for x in dw { print("body", x); if x == 4 { break } }
for (i, x) in Up("en", 3).enumerated() { print("body", i, x) }
for (a, b) in zip(Up("z1"), ["x", "y"]) { print("body", a, b) }
for (a, b) in zip(["x", "y", "w"], Up("z2", 2)) { print("body", a, b) }
print(zip(Up("z3", 3), Up("z4")).map { $0 + $1 })
print(Up("m", 3).enumerated().map { $0.offset * $0.element })
print(Up("c", 5).prefix(3).contains(2), Up("r", 4).dropFirst(2).reduce(0, +))
var it = Up("it", 2).makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any)
