// A substring keeps its base string's indices.
let s = "hello world"
let sub = s.dropFirst(6)
print(sub)
print(sub.startIndex == s.index(s.startIndex, offsetBy: 6))
print(s[sub.startIndex], sub[sub.startIndex])
print(sub[s.index(s.startIndex, offsetBy: 7)])
if let r = sub.firstIndex(of: "r") {
    print(s.distance(from: s.startIndex, to: r), s[r], sub[r])
}
let head = s.prefix(5)
print(head, head.startIndex == s.startIndex, head.endIndex == s.index(s.startIndex, offsetBy: 5))
let tail = s.suffix(3)
print(tail, s.distance(from: s.startIndex, to: tail.startIndex))
let mid = s[s.index(after: s.startIndex)..<s.index(s.startIndex, offsetBy: 4)]
print(mid, s.distance(from: s.startIndex, to: mid.startIndex))
let inner = sub.dropFirst(2)
print(inner, s.distance(from: s.startIndex, to: inner.startIndex), s[inner.startIndex])
print(s[sub.startIndex...])
print(sub.index(before: sub.endIndex) == s.index(before: s.endIndex))
var position = sub.startIndex
var letters: [Character] = []
while position < sub.endIndex {
    letters.append(sub[position])
    position = sub.index(after: position)
}
print(letters)
