// A program's class and generic collections get Collection's defaults too; a class's own index(after:)
// no longer hides Collection's index(_:offsetBy:limitedBy:) (dropFirst stopped mid-run: "missing argument
// label 'after:'").
final class Ring<T>: Collection {
    private var storage: [T]
    init(_ items: [T]) { storage = items }
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> T { storage[i] }
    func rotate() { storage.append(storage.removeFirst()) }
}
let ring = Ring([1, 2, 3, 4])
ring.rotate()
print(Array(ring), ring.count, ring.first!, ring.map { $0 * 10 }, ring.dropFirst(2).reduce(0, +))
print(ring.contains(1), ring.sorted(by: >), ring.firstIndex(of: 3)!, ring.prefix(2).map { $0 })
struct Pair<A: Equatable>: Collection {
    let a: A, b: A
    var startIndex: Int { 0 }
    var endIndex: Int { 2 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> A { i == 0 ? a : b }
}
let p = Pair(a: "x", b: "y")
print(p.joined(separator: "+"), p.elementsEqual(["x", "y"]), p.isEmpty, p.enumerated().map { "\($0.offset):\($0.element)" })
func total<C: Collection>(_ c: C) -> Int where C.Element == Int { c.reduce(0, +) + c.count }
print(total(ring), total([1, 2]), total(0..<3))
