// Int and Double never mix silently: conversions are written, literals adapt.
let count = 3
let total = 10.0
let average = total / Double(count)
print(average)
let doubled = Double(count) * 2
print(doubled)
let rounded = Int(average * 100)
print(rounded)
let percentages = [25, 50, 75].map { Double($0) / 100 }
print(percentages)
let halves: [Double] = [1, 2, 3]
print(halves.map { $0 / 2 })
var accumulator = 0.0
for i in 1...4 { accumulator += Double(i) / 2 }
print(accumulator)
print(2 * 3.5, 7 / 2, 7.0 / 2)
