// Substrings compare, sort, match and hash as their text.
let parts = "pear,apple,fig".split(separator: ",")
print(parts.sorted(), parts.max()!, parts.min()!, parts.sorted { $0.count < $1.count })
switch parts[0] {
case "pear": print("pear!")
default: print("other")
}
var counts: [Substring: Int] = [:]
for p in parts { counts[p, default: 0] += 1 }
print(counts.keys.sorted())
let joined = parts.joined(separator: "+")
print(joined, parts.map { $0.count }, parts.contains("fig"))
var sub = "hello".dropFirst()
sub += "!"
print(sub, sub.count)
let maybe: Substring? = parts.first
print(maybe ?? "none", maybe == "pear")
print(parts.first! < parts.last!, "\(parts)")
