// Metatypes of tuple, collection and optional types print as Swift prints them: plainly on their
// own, with every part qualified inside a collection.
struct P {}
enum Outer { struct Inner {} }
print((Int, String).self, [(Int, String)].self, type(of: (1, "a")), type(of: [(1, P())]))
print((x: Int, y: P).self, type(of: (a: 1, b: 2.0)), Optional<(Int, Int)>.self)
let f: (Int, String) -> (P, Int)? = { _, _ in nil }
print(type(of: f), [String: (Int, P)].self)
print(String(describing: (Int, String).self), "\((Int, P).self)")
print([[Int].self], [(Int, P).self], [(x: Int, y: [P]).self], [Int?.self], [[String: P].self])
print([Outer.Inner.self], [type(of: [1])], [type(of: ["a": [2.5]])])
let pair = (Int, String).self
print(pair, [pair])
let x = (1, 2)
print(x.self, (x, x).self)
print(((Int) -> Int).self, [((String, Int) throws -> Bool).self])
let add: (Int, Int) -> Int = (+)
print((add)(1, 2), ((3)), (4, 5))
