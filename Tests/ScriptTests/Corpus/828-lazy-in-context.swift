// `lazy` in context: a transform's nil is an element (map { Int($0) }), a program's own endless
// Sequence made lazy is asked only as far as it is walked, and where an array is expected Swift
// picks the eager map/filter/compactMap, which calls the closure for every element at once.
let xs = [1, 2, 3]
func takes(_ a: [Int]) -> Int { print("takes"); return a.count }
print(takes(xs.lazy.map { print("m", $0); return $0 }))
func give() -> [Int] { xs.lazy.filter { print("f", $0); return $0 > 1 } }
let g = give()
print("got"); print(g)
var arr: [Int] = []
arr = xs.lazy.map { print("a", $0); return $0 * 3 }
print(arr.count)
struct S { var items: [Int] }
let s = S(items: xs.lazy.compactMap { print("c", $0); return $0 })
print(s.items.count)
let t: [Int]? = xs.lazy.map { print("o", $0); return $0 }
print(t?.count as Any)
do {
    let s = ["1", "x", "3"]
    print(Array(s.lazy.map { Int($0) }))
    for v in s.lazy.map({ Int($0) }) { print(v as Any) }
    print(s.lazy.map { Int($0) }.first as Any, s.lazy.map { Int($0) }.last as Any, s.lazy.map { Int($0) }.count)
    print(Array(s.lazy.compactMap { Int($0) }), s.lazy.compactMap { Int($0) }.count, s.lazy.compactMap { Int($0) }.first as Any)
    let opts: [Int?] = [nil, 2, nil]
    print(Array(opts.lazy.filter { $0 == nil }), opts.lazy.first as Any, Array(opts.lazy))
    for o in opts.lazy { print(o as Any) }
}
struct Up: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; print("next", n); return n }
}
let evens = Up().lazy.filter { $0 % 2 == 0 }.map { $0 * 10 }
print("made")
for x in evens { print("got", x); if x >= 40 { break } }
print(Up().lazy.map { $0 * $0 }.first { $0 > 10 } as Any)
let words = ["apple", "kiwi", "banana", "fig"]
let long = words.lazy.filter { print("check", $0); return $0.count > 3 }
print(long.count, long.first!, long.last!, long.isEmpty)
print(words.lazy.map { $0.uppercased() }.joined(separator: ","))
print("abc".lazy.map { $0.uppercased() }.reduce("", +))
print(Set([3]).lazy.map { $0 + 1 }.first!, [1: "a"].lazy.map { $0.value }.first!)
print((0..<5).lazy.filter { $0 > 2 }.count, (0..<5).lazy.compactMap { $0 > 2 ? String($0) : nil }.last!)
print(words.lazy.compactMap { $0.first }.contains("f"), words.lazy.map(\.count).max()!)
let nested = [[1, 2], [3]].lazy.map { $0.count }
print(nested.first!, nested.count, Array(nested))
print(zip(words.lazy.map { $0.count }, 1...).map { $0 * $1 })
for (i, w) in words.lazy.filter({ $0.count > 3 }).enumerated() { print(i, w) }
print(words.lazy.sorted(), words.lazy.map { $0.count }.sorted(by: >), words.lazy.elementsEqual(words))
print(words.lazy.allSatisfy { $0.count > 2 }, words.lazy.contains { $0 == "fig" }, words.lazy.min()!)
print(words.lazy.lazy.map { $0.count }.reduce(0, +))
