// An array literal beside a collection is typed by its elements, as Swift's checker types it: `doubles + [3]`
// is [..., 3.0], so are `append(contentsOf: [3])`, `set.formUnion([3])`, `xs == [1, 2]` on Doubles.
let ys = [1, 2].map { Double($0) } + [3]
var total: Double = 0
for i in 1...3 { total += Double(i) / 2 }
print(total)
let maybe: Int? = 2
let z = (maybe ?? 0) / 4 + 1
print(z, (maybe ?? 1) * 2)
let avg = [3, 4].reduce(0, +) / 2
print(avg)
print(ys)
let doubles = [1.5]
let opts: [Int?] = [nil]
print(doubles + [3], [3] + doubles, opts + [4], [4] + opts, doubles == [1.5], [1, 2] + [3])
var acc: [Double] = []
acc += [1, 2]
acc = acc + [3]
print(acc, acc == [1, 2, 3], [2.0] != acc)
let strs = ["a"] + ["b"]
let sets: Set<Double> = [1]
print(strs, sets.union([2]).sorted())
var ds = [1.5]
ds.append(contentsOf: [3])
ds.append(4)
ds.insert(0, at: 0)
ds.insert(contentsOf: [7], at: 0)
ds.replaceSubrange(0..<1, with: [8])
print(ds, ds.contains(4), ds.firstIndex(of: 4) as Any)
var set: Set<Double> = [1]
set.insert(2)
set.formUnion([3])
print(set.sorted(), set.union([5]).sorted(), set.contains(2), set.isSuperset(of: [1]))
var dict: [String: [Double]] = [:]
dict["a", default: []].append(contentsOf: [1])
dict["b"] = [2]
print(dict.sorted { $0.key < $1.key })
let merged = ds + [9] + [10]
print(merged)
let fromArray = Set([1.5])
print(fromArray.union([2]).sorted())
let typedSet: Set<Double> = [1.5]
print(typedSet.union([2]).sorted())
let written = Set<Double>([1.5])
print(written.union([2]).sorted())
let letters = Set("hello")
print(letters.count, letters.contains("l"), type(of: letters))
let small = Set(1...3)
print(small.sorted(), type(of: small))
let none = Set([Int]())
print(none.isEmpty, type(of: none))
