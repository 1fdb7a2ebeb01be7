// Converting between Int, Double and String; formatting by hand.
let done = 3
let total = 8
let fraction = Double(done) / Double(total)
print(fraction)
let percent = Int(fraction * 100)
print("\(percent)%")
let values = [2.5, 3.25, 4.0]
let sum = values.reduce(0, +)
print(sum, sum / Double(values.count))
print(Int("  7") == nil, Int("-7") ?? 0, Double("1e3") ?? 0)
let cents = 1999
print("$\(cents / 100).\(cents % 100)")
print(String(3.0), String(42), "\(0.5)")
print(Int(Double(7) * 1.5))
print(1_000_000, 0xff, 0b101)
print(Int.max / 2 > 1_000_000_000)
var accumulator = 0.0
for _ in 0..<10 { accumulator += 0.1 }
print(accumulator, accumulator == 1.0)
