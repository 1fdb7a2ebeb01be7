// Defaults, closures and optionals: each literal gets the type its context asks for.
struct Rectangle {
    var width: Double = 1
    var height: Double = 2
    var area: Double { width * height }
}
print(Rectangle())
print(Rectangle(width: 3).area)

let scale: (Double) -> Double = { $0 * 2 }
print(scale(4))

var rating: Double? = 4
print(rating ?? 0)
rating = nil
print(rating ?? 0)

let weights: [String: Double] = ["a": 1, "b": 2.5]
print(weights["a"] ?? 0, weights["b"] ?? 0, weights["c"] ?? 0)

func average(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
}
print(average([1, 2, 4]))
print(average([]))
