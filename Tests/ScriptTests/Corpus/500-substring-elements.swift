// A Substring appended or inserted into [Substring], a Set or a dictionary stays a Substring;
// mutating a substring keeps (removeFirst) or restarts (+=, append) its base's indices.
let s = "hello world"
var sub = s.dropFirst(2)
print(s.distance(from: s.startIndex, to: sub.startIndex))
sub += "x"
print(sub, sub.count, s.distance(from: s.startIndex, to: sub.startIndex))
print(sub[sub.startIndex], sub[sub.index(before: sub.endIndex)])
var b = s.dropFirst(6)
b.append("!")
print(b, b[b.startIndex], b.firstIndex(of: "!").map { b.distance(from: b.startIndex, to: $0) } ?? -1)
var c = s.dropFirst(3)
c.removeFirst()
print(c, s[c.startIndex], s.distance(from: s.startIndex, to: c.startIndex))
var e = s.dropFirst(1)
e.removeLast()
print(e, s[e.startIndex])
var words: [Substring] = s.split(separator: " ")
words.append(s.prefix(2))
words += [s.suffix(1)]
words.insert(s.dropFirst(4).prefix(1), at: 0)
print(words, type(of: words), words.map { type(of: $0) })
var dict: [String: Substring] = [:]
dict["k"] = s.prefix(4)
dict.updateValue(s.suffix(1), forKey: "z")
print(dict.sorted { $0.key < $1.key }, type(of: dict["k"]!))
let joined = words.joined(separator: "-")
print(joined, type(of: joined))
var chars: [Character] = []
chars.append(contentsOf: s.dropFirst(8))
print(chars)
var set: Set<Substring> = []
set.insert(s.prefix(1))
print(set.contains("h"), type(of: set.first!))
var list: [Substring] = []
list.append(s.dropLast(10))
print(list.contains("h"), list.firstIndex(of: "h") ?? -1, list == ["h"], list.map { $0.uppercased() })
