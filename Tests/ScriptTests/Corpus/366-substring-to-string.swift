// String(substring) starts over at index 0; a substring reads as text everywhere else.
let line = "name: Ada Lovelace"
let value = line.dropFirst(6)
let copy = String(value)
print(copy, copy.distance(from: copy.startIndex, to: copy.firstIndex(of: "L")!))
print(line.distance(from: line.startIndex, to: value.firstIndex(of: "L")!))
print(value.count, value.uppercased(), value == "Ada Lovelace", value.hasPrefix("Ada"))
print("[\(value)]", Array(value.prefix(3)), value.contains("Love"))
let words = value.split(separator: " ")
print(words.count, words.map { String($0) })
var counts: [String: Int] = [:]
for word in ["ab", "abc", "ab"] {
    counts[String(word.prefix(2)), default: 0] += 1
}
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let greeting = "Hello"
print(greeting.prefix(1) + greeting.dropFirst().lowercased())
print(line.suffix(8) == "Lovelace", line.dropLast(9))
