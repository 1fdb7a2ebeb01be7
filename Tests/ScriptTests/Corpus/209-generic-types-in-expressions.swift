// Generic types written out in expressions.
let nothing = Optional<Int>.none
print(nothing == nil)
var numbers = Array<Int>()
numbers.append(3)
numbers.append(1)
print(numbers.sorted())
var counts = Dictionary<String, Int>()
counts["apples", default: 0] += 2
counts["pears", default: 0] += 1
print(counts.keys.sorted())
var seen = Set<String>()
seen.insert("a")
seen.insert("a")
print(seen.count)
let empty = [String]()
print(empty.isEmpty)
