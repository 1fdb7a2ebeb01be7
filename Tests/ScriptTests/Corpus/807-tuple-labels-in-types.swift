// A dictionary's elements are (key:value:) tuples, named so by type(of:); a labelled tuple converted to
// an unlabelled tuple type loses its labels, as Swift's conversion does.
let d = ["a": 1]
print(type(of: d.sorted { $0.key < $1.key }))
print(type(of: d.first))
print(type(of: d.map { $0 }))
print(type(of: Array(d)))
let w = d.sorted { $0.key < $1.key }
print(type(of: w))
for e in d { print(type(of: e)) }
print(type(of: d.min { $0.value < $1.value }))
let arr: [(key: String, value: Int)] = [("a", 1)]
print(arr, type(of: arr))
let t: (Int, Int) = (x: 1, y: 2)
print(t, type(of: t))
func pair() -> (Int, Int) { return (x: 3, y: 4) }
print(pair(), [pair()].map { $0 })
print(type(of: [pair()].map { $0 }))
let named = (first: "a", 2)
print(named, type(of: named), [named])
print(type(of: zip([1], ["a"]).map { $0 }))
print(type(of: [1, 2].enumerated().map { $0 }))
