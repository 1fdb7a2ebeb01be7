// The `default:` of a dictionary subscript is a value of the dictionary's value type: a tuple
// literal takes its labels, an integer literal becomes a Double where values are Doubles.
var sums: [String: (total: Double, count: Int)] = [:]
for (sensor, value) in [("a", 1.5), ("b", 2.0), ("a", 2.5)] {
    sums[sensor, default: (0, 0)].total += value
    sums[sensor, default: (0, 0)].count += 1
}
for key in sums.keys.sorted() { print(key, sums[key]!, sums[key]!.total / Double(sums[key]!.count)) }
var scale: [String: Double] = [:]
scale["x", default: 1] *= 3
print(scale, scale["y", default: 0])
