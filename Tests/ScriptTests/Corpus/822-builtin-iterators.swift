// A builtin iterator: `makeIterator()` of an array, a string, a range or a set, and its `next()` (a copy
// goes on from where it was); a program's own lazy sequences written over them. The interpreter
// stopped mid-run at `next()` (an infinite loop of the first element once it ran).
let xs = [1, 2, 3]
print("start")
var it = xs.makeIterator()
while let x = it.next() { print(x) }
var it2 = "abc".makeIterator()
_ = it2.next()
var copy = it2
print(it2.next() as Any, copy.next() as Any, it2.next() as Any, it2.next() as Any)
var ri = (1...3).makeIterator()
while let n = ri.next() { print(n * n) }
var s = Set([5]).makeIterator()
print(s.next() as Any, s.next() as Any)
struct LazyMapSeq<Base: Sequence, Element>: Sequence {
    let base: Base
    let transform: (Base.Element) -> Element
    func makeIterator() -> AnyIterator<Element> {
        var it = base.makeIterator()
        return AnyIterator { it.next().map(transform) }
    }
    func map<T>(_ f: @escaping (Element) -> T) -> LazyMapSeq<Self, T> { LazyMapSeq<Self, T>(base: self, transform: f) }
    func filter(_ p: @escaping (Element) -> Bool) -> LazyFilterSeq<Self> { LazyFilterSeq<Self>(base: self, predicate: p) }
}
struct LazyFilterSeq<Base: Sequence>: Sequence {
    let base: Base
    let predicate: (Base.Element) -> Bool
    func makeIterator() -> AnyIterator<Base.Element> {
        var it = base.makeIterator()
        return AnyIterator {
            while let x = it.next() { if predicate(x) { return x } }
            return nil
        }
    }
    func map<T>(_ f: @escaping (Base.Element) -> T) -> LazyMapSeq<Self, T> { LazyMapSeq<Self, T>(base: self, transform: f) }
    func filter(_ p: @escaping (Base.Element) -> Bool) -> LazyFilterSeq<Self> { LazyFilterSeq<Self>(base: self, predicate: p) }
}
struct LazySeq<Base: Sequence>: Sequence {
    let base: Base
    func makeIterator() -> Base.Iterator { base.makeIterator() }
    func map<T>(_ f: @escaping (Base.Element) -> T) -> LazyMapSeq<Base, T> { LazyMapSeq<Base, T>(base: base, transform: f) }
    func filter(_ p: @escaping (Base.Element) -> Bool) -> LazyFilterSeq<Base> { LazyFilterSeq<Base>(base: base, predicate: p) }
}
extension Array { var lazy2: LazySeq<Self> { LazySeq(base: self) } }
let nums = [1, 2, 3, 4, 5, 6]
let r = nums.lazy2.filter { print("f", $0); return $0 % 2 == 0 }.map { x -> Int in print("m", x); return x * 10 }
for v in r { print("got", v); if v > 20 { break } }
print(Array(r.prefix(1)), r.first { $0 > 30 } as Any)
