// Small statistics: Int data, Double results, written conversions.
let scores = [72, 85, 90, 66, 85]
let total = scores.reduce(0, +)
let mean = Double(total) / Double(scores.count)
print(total, mean)
let variance = scores.map { (Double($0) - mean) * (Double($0) - mean) }.reduce(0, +) / Double(scores.count)
print(variance)
let sorted = scores.sorted()
let median = sorted[sorted.count / 2]
print(median)
let passRate = Double(scores.filter { $0 >= 70 }.count) / Double(scores.count) * 100
print(passRate)
let curved = scores.map { min(100, Double($0) * 1.1) }
print(curved.map { Int($0) })
