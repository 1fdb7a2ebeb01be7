// Set: membership, insert results, algebra; print sorted (set order is unstable).
var tags: Set<String> = ["swift", "ui"]
let inserted = tags.insert("observation")
let again = tags.insert("swift")
print(inserted.inserted, again.inserted)
print(tags.count, tags.contains("ui"), tags.contains("combine"))
let legacy: Set = ["combine", "ui"]
print(tags.union(legacy).sorted())
print(tags.intersection(legacy).sorted())
print(tags.subtracting(legacy).sorted())
print(tags.isSuperset(of: ["ui"]), tags.isDisjoint(with: ["x"]))
tags.remove("ui")
print(tags.sorted())
let unique = Set([3, 1, 3, 2, 1])
print(unique.count, unique.sorted())
var seen = Set<Int>()
for n in [4, 2, 4, 1, 2] where !seen.contains(n) {
    seen.insert(n)
    print("first time:", n)
}
