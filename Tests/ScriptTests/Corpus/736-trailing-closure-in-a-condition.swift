// A trailing closure inside an `if`, `guard`, `while` or `for` condition: swiftc takes the `{`
// for a closure when what follows its `}` continues the condition (`.first {`, `, let`,
// `else`-less `{` body next), and warns; the body is the next `{`.
let scores = [72, 95, 88, 61]
if let best = scores.sorted { $0 > $1 }.first {
    print("best", best)
}
if scores.contains { $0 > 90 } {
    print("someone scored above 90")
}
for passed in scores.filter { $0 >= 70 } {
    print("passed", passed)
}
guard let low = scores.map { $0 - 60 }.min() else { fatalError("no scores") }
print("lowest margin", low)
if scores.allSatisfy { $0 > 50 }, let top = scores.max() { print("all above 50, top", top) }
var queue = [3, 2, 1]
while let next = queue.sorted { $0 < $1 }.first {
    print("next", next)
    queue.removeAll { $0 == next }
}
if scores.isEmpty { print("none") } else { print(scores.count, "scores") }
