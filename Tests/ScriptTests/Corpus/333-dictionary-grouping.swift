// Grouping, counting and transforming dictionaries (printed in a sorted order).
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let byLetter = Dictionary(grouping: words) { $0.first! }
for letter in byLetter.keys.sorted() {
    print(letter, byLetter[letter]!.sorted())
}
var counts: [Character: Int] = [:]
for word in words { counts[word.first!, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
print(lengths.filter { $0.value > 6 }.keys.sorted())
print(lengths.mapValues { $0 * 2 }["apple"]!)
let merged = ["a": 1, "b": 2].merging(["b": 20, "c": 30]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key })
print(lengths.values.reduce(0, +), lengths.count)
