// Generic type aliases, expanded where written (`Pair<Int>` is `(first: Int, second: Int)`), and a
// generic initializer typed by the type the context expects (`let c: Box<Double> = Box(v: 2)`).
// The interpreter once refused every generic alias, and stored `Box(v: 1)` in a `[Box<Double>]` as an Int.
typealias Pair<T> = (first: T, second: T)
typealias Table<K: Hashable, V> = [K: [V]]
typealias Handler<T> = (T) -> String
typealias MaybeList<Element> = [Element]?
func swapped<T>(_ p: Pair<T>) -> Pair<T> { (p.second, p.first) }
let sp = swapped((first: 1, second: 2))
print(sp, sp.first, type(of: sp))
var t: Table<String, Int> = [:]
t["a", default: []].append(1)
print(t, type(of: t))
let h: Handler<Int> = { "n=\($0)" }
print(h(3), type(of: h))
let m: MaybeList<Double> = [1, 2]
print(m as Any, type(of: m))
struct Box<T> { var v: T }
typealias IntBox = Box<Int>
typealias Boxes<T> = [Box<T>]
let bs: Boxes<Double> = [Box(v: 1), Box(v: 2.5)]
print(bs.map(\.v), type(of: bs))
print(Pair<String>.self)
let b: Box<Int?> = Box(v: 5)
print(b)
let c: Box<Double> = Box(v: 2)
print(c)
let d: [Box<Int?>] = [Box(v: 1)]
print(d)
