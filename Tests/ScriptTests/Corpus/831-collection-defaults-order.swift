// A program's own Collection without an iterator of its own: Swift's defaults walk its indices, and a
// `startIndex`, `endIndex`, `index(after:)` or subscript that prints shows in which order. A loop asks
// `endIndex` before each element; `count` walks every index; `map`, `Array(…)`, `sorted()`, `Set(…)`,
// `append(contentsOf:)` and `+` count first (Swift's copies ask `underestimatedCount`); `filter`,
// `contains`, `reduce` and `min()` only walk. The interpreter refused every one of these mid-run.
struct Loud: Collection {
    let values = [10, 20, 30]
    var startIndex: Int { print("  startIndex"); return 0 }
    var endIndex: Int { print("  endIndex"); return values.count }
    func index(after i: Int) -> Int { print("  index(after: \(i))"); return i + 1 }
    subscript(i: Int) -> Int { print("  [\(i)]"); return values[i] }
}
let l = Loud()
print("for"); for x in l { print(x) }
print("Array"); print(Array(l))
print("count"); print(l.count)
print("first"); print(l.first as Any)
print("isEmpty"); print(l.isEmpty)
print("map"); print(l.map { $0 + 1 })
print("filter"); print(l.filter { $0 > 10 })
print("contains"); print(l.contains(20))
print("reduce"); print(l.reduce(0, +))
print("sorted"); print(l.sorted(by: >))
print("min"); print(l.min() as Any)
print("Set"); print(Set(l).count)
print("append"); var a = [1]; a.append(contentsOf: l); print(a)
print("plus"); print([0] + l)
print("underestimatedCount"); print(l.underestimatedCount)

// A random-access collection with integer indices gets `index(after:)`, `index(before:)`, `indices`
// and a `count` that walks nothing; a bidirectional one, `last`.
struct Evens: RandomAccessCollection {
    var startIndex: Int { print("  evens start"); return 0 }
    var endIndex: Int { print("  evens end"); return 4 }
    subscript(i: Int) -> Int { 2 * i }
}
let evens = Evens()
print(evens.count, evens.last as Any, evens.indices, evens.index(after: 1), evens.index(before: 3))
extension Collection {
    func summary() -> String { "\(count) items, first \(first.map { "\($0)" } ?? "none")" }
}
print(evens.summary())
