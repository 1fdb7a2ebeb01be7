let s = "hello world"
let sub = s.dropFirst(6)
print(s[sub.startIndex], sub[s.index(s.startIndex, offsetBy: 7)], String(sub).startIndex == sub.startIndex)
var rest = sub
rest.removeFirst()
print(rest, s.distance(from: s.startIndex, to: rest.startIndex))
print(rest.index(rest.startIndex, offsetBy: 9, limitedBy: rest.endIndex) == nil)
for part in "a,b,,c".split(separator: ",") { print(part, part.startIndex == part.endIndex) }
print((0.0...1.0).contains(0.5), ("a"..."c").contains("d"))
let l = (1...10).lazy
