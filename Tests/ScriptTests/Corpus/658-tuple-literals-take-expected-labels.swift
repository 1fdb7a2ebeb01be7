// A tuple literal stored where a labelled tuple type is expected takes its labels: a
// dictionary value, an array element, a property, a return value.
var stock: [String: (price: Int, count: Int)] = ["chips": (50, 2)]
if let entry = stock["chips"] { stock["chips"] = (entry.price, entry.count - 1) }
print(stock["chips"]!.count, stock["chips"]!, stock)
var points: [(x: Int, y: Int)] = []
points.append((3, 4))
points += [(1, 2)]
print(points.map { $0.x * $0.y }, points[0])
struct Range2 { var bounds: (low: Double, high: Double) = (0, 1) }
var r = Range2()
r.bounds = (2.5, 7)
print(r.bounds.high - r.bounds.low, r.bounds)
func extremes(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard let first = xs.first else { return nil }
    return (xs.min() ?? first, xs.max() ?? first)
}
print(extremes([4, -2, 9])!.max, extremes([4, -2, 9])!, extremes([]) as Any)
