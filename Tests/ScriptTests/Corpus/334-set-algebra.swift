// Sets: membership, algebra, and sorting them for stable output.
let morning: Set = ["coffee", "email", "standup"]
let afternoon: Set = ["email", "review", "coffee", "deploy"]
print(morning.intersection(afternoon).sorted())
print(morning.union(afternoon).sorted())
print(afternoon.subtracting(morning).sorted())
print(morning.symmetricDifference(afternoon).sorted())
print(morning.isSubset(of: morning.union(afternoon)), morning.isDisjoint(with: ["lunch"]))
var tags = Set<String>()
print(tags.insert("swift").inserted, tags.insert("swift").inserted)
tags.formUnion(["ios", "linux"])
tags.remove("ios")
print(tags.sorted(), tags.count, tags.contains("linux"))
