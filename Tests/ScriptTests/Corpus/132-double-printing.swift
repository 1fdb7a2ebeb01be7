// How Double values print: shortest round-trip digits, exponent for large and small.
print(1.0, 0.5, 100.0, 1234.5)
print(1e15, 1e16, 1.5e17)
print(0.001, 0.0001, 0.00001)
print(-0.0, 2.0 / 3.0)
print(Double(Int.max))
print(1.0 / 3.0 * 3.0)
print(123456789.123)
print(Double(1) / Double(8), 7.0.truncatingRemainder(dividingBy: 2))
let values = [0.1, 0.25, 1e-7]
print(values)
print("\(3.0) \(3.25) \(1e20)")
print(Double.infinity, -Double.infinity)
print(Double("abc") == nil, Double("2.50") ?? 0)
