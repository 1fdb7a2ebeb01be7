// Wrapper sequences used as sequences: the elements, counts and transformations Swift gives.
let scores = [72, 95, 88, 61]
for (place, score) in scores.sorted(by: >).enumerated() {
    print("\(place + 1). \(score)")
}
let latestFirst = scores.reversed()
print(latestFirst.count, Array(latestFirst), latestFirst.map { $0 / 10 })
for (before, after) in zip(scores, scores.dropFirst()) where after > before {
    print("up from \(before) to \(after)")
}
print(stride(from: 10, through: 0, by: -5).map { "\($0)%" })
let word = "café"
print(word.utf8.count, word.count, Array(word.utf8.suffix(2)), word.utf8.filter { $0 > 127 }.count)
print(String(word.reversed()), (1...4).reversed().map { $0 * $0 })
let parts = "a,b,,c".split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
print(parts, "x-y--z".split(separator: "--", maxSplits: 0))
