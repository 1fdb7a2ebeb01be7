// A string's unicodeScalars: each a Unicode.Scalar with its value (a UInt32), isASCII and escaped(asASCII:),
// printed as its text, debug-printed escaped; a literal typed as a scalar, comparisons, sets and dictionaries.
let s = "Dog‼🐶"
for scalar in s.unicodeScalars { print(scalar.value, scalar, scalar.isASCII, terminator: " | ") }
print()
let first = s.unicodeScalars.first!
print(type(of: first), [first], first.description, s.unicodeScalars.count)
debugPrint(first, "\u{7}".unicodeScalars.first!, "🐶".unicodeScalars.first!)
print(Array(s.unicodeScalars), type(of: Array(s.unicodeScalars)))
print(s.unicodeScalars.map { $0.value }, s.unicodeScalars.filter { $0.isASCII }.count)
print(first == "D", first < "E", Character(first), String(first))
print(s.unicodeScalars.contains("‼"), Set("aab".unicodeScalars).count)
let v: Unicode.Scalar = "‼"
print(v.value, v, v.isASCII, v.escaped(asASCII: true), v.escaped(asASCII: false), v.description)
let list: [Unicode.Scalar] = ["a", "é"]
print(list, list.map(\.value), type(of: list))
func show(_ s: Unicode.Scalar) { print("scalar", s, s.value) }
show("z")
let word = "héllo"
print(word.unicodeScalars.count, word.unicodeScalars.map { $0.value }.max()!, Array(word.unicodeScalars).sorted())
var counts: [Unicode.Scalar: Int] = [:]
for s in "abca".unicodeScalars { counts[s, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
print("\(v)", String(describing: v), [v: 1].count, Optional(v) as Any)
dump(v)
dump(Array("ab".unicodeScalars))
print(type(of: word.unicodeScalars.first), word.unicodeScalars.first == "h", word.unicodeScalars.last! > "a")
