// Tuples gain (or change) labels by conversion to a labelled tuple type.
func minMax(_ values: [Int]) -> (Int, Int) { (values.min()!, values.max()!) }
let bounds: (low: Int, high: Int) = minMax([4, 9, 1, 7])
print(bounds.low, bounds.high, bounds)
let point: (x: Double, y: Double) = (3, 4)
print(point.x * point.y, point)
var pairs: [(name: String, score: Int)] = []
pairs.append(("ann", 3))
pairs.append((name: "bo", score: 5))
for pair in pairs { print(pair.name, pair.score) }
let best = pairs.max { $0.score < $1.score }!
print(best.name, best)
func split(_ s: String) -> (head: Character, rest: String) { (s.first!, String(s.dropFirst())) }
let (head, rest) = split("swift")
print(head, rest, split("ok"))
