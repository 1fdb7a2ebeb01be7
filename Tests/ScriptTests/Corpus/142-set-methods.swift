// Set methods: in-place algebra, relations, filter and map (printed sorted).
var enabled: Set = ["home", "work"]
let wanted: Set = ["work", "travel"]
print(enabled.symmetricDifference(wanted).sorted())
print(enabled.isSubset(of: ["home", "work", "gym"]), enabled.isStrictSuperset(of: ["home"]))
enabled.formUnion(wanted)
print(enabled.sorted())
enabled.subtract(["home"])
print(enabled.sorted())
enabled.formIntersection(["work", "gym"])
print(enabled.sorted())
let lengths = Set(["aa", "bb", "ccc"].map(\.count))
print(lengths.sorted())
print(Set([1, 2, 3, 4]).filter { $0 % 2 == 0 }.sorted())
let removed = enabled.remove("nothing")
print(removed == nil, enabled.count)
enabled.removeAll()
print(enabled.isEmpty)
