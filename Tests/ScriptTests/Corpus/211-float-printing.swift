// Float has its own precision, and prints the shortest text that reads back the same.
let f: Float = 0.1
print(f)
print(f + 0.2)
print(Double(f))
let third = Float(1) / 3
print(third)
print(Double(1) / 3)
var sum: Float = 0
for x in [0.1, 0.2, 0.3] as [Float] { sum += x }
print(sum)
print(Float.pi)
print(type(of: sum))
let temperatures: [Float] = [21.5, 19, 23.25]
print(temperatures.max() ?? 0)
print(Int(Float(9.99)))
