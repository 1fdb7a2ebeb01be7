// ArraySlice keeps its base's indices: startIndex, indices, firstIndex(of:), prefix/suffix/drop.
let a = Array(1...5)[2...]
print(a, a.startIndex, a.endIndex, a[3], a.indices)
print(a.firstIndex(of: 4)!, Array(a))
let words = ["a", "b", "c", "d", "e", "f"]
let middle = words[1...4]
print(middle.startIndex, middle.endIndex, middle.first!, middle[1], middle.count)
for i in middle.indices { print(i, middle[i], terminator: "; ") }
print()
print(middle.firstIndex(of: "d")!, middle.lastIndex(of: "b")!)
let tail = middle.dropFirst()
print(tail, tail.startIndex, tail[2])
let head = words.prefix(2)
print(head.startIndex, head.endIndex)
let suffix = words.suffix(2)
print(suffix.startIndex, suffix[5])
print(Array(middle.enumerated().map { "\($0.offset):\($0.element)" }))
var mutableSlice = words[2...3]
mutableSlice[2] = "C"
print(mutableSlice, words)
print(middle == words[1...4], Array(middle) == ["b", "c", "d", "e"])
let nums = [5, 3, 8, 1][1...]
print(nums.sorted(), nums.min()!, nums.reduce(0, +), nums.map { $0 * 2 })
print(type(of: nums))
