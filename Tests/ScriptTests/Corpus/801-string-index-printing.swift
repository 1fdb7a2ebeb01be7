// print shows a String.Index as Swift 6 does: its UTF-8 offset, `[any]` for a string's startIndex
// and what is taken from it without moving, `[utf8]` for every other index; substrings keep their base's.
import Foundation
do {
let s = "Héllo"
print(s.lastIndex(of: "H")!, s.range(of: "Hé")!, s.firstIndex(of: "é")!)
print(s.prefix(2).startIndex, s.dropLast(1).startIndex, s.dropFirst().startIndex, s.suffix(5).startIndex)
let sub = s[s.index(after: s.startIndex)...]
print(sub.startIndex, sub.endIndex, sub.index(after: sub.startIndex), sub.firstIndex(of: "l")!, Array(sub.indices))
print(s.split(separator: "é").map { $0.endIndex })
print(s.index(s.startIndex, offsetBy: 2, limitedBy: s.endIndex)!, s.index(s.startIndex, offsetBy: 0, limitedBy: s.endIndex)!)
var m = "Héllo"; m.removeFirst(); print(m.startIndex, m.endIndex)
let sub2 = Substring("Héllo"); print(sub2.startIndex, sub2.endIndex)
print(s.startIndex < s.endIndex, s.distance(from: s.startIndex, to: s.endIndex))
let d = ["k": s.startIndex]; print(d)
print(Optional(s.endIndex) as Any, (s.startIndex, 1))
let e = ""; print(e.firstIndex(of: "x") as Any, e.indices.count)
}
do {
var s = "Héllo wörld"
var sub = s.dropFirst(2)
sub.removeFirst()
print(sub.startIndex, sub.endIndex, sub)
let parts = s.split(separator: " ")
print(parts.map { $0.startIndex }, parts[1].firstIndex(of: "r")!, parts[1][parts[1].startIndex])
let t = sub.prefix(2)
print(t.startIndex, t.endIndex, t)
let u = s[s.index(s.startIndex, offsetBy: 6)...]
print(u.dropFirst(0).startIndex, u.suffix(2).startIndex, u.index(u.startIndex, offsetBy: 0))
s.insert("!", at: s.endIndex)
print(s, s.endIndex)
for i in s.indices where s[i] == "ö" { print(i) }
print(s.firstIndex(where: { $0 == "w" })!, s.lastIndex(where: { $0 == "H" })!)
}
do {
let s = "Héllo, wörld"
print(s.startIndex, s.endIndex)
print(s.index(after: s.startIndex), s.index(before: s.endIndex))
print(s.index(s.startIndex, offsetBy: 3))
print(s.firstIndex(of: "l")!, s.lastIndex(of: "l")!)
print(Array(s.indices))
let e = ""
print(e.startIndex, e.endIndex)
let sub = s.dropFirst(2)
print(sub.startIndex, sub.endIndex)
print([s.startIndex])
print(String(describing: s.startIndex), "\(s.endIndex)")
debugPrint(s.startIndex)
let t = "a🎉b"
print(Array(t.indices), t.endIndex)
var m = "abc"; m.insert("x", at: m.startIndex); print(m.startIndex, m.index(after: m.startIndex))
print(s.firstIndex(where: { $0 == "w" })!)
print(s.index(s.endIndex, offsetBy: -2))
print(type(of: s.startIndex))
}
