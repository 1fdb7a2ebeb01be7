// Int edges: bounds, negative division and remainder, parsing signs and whitespace.
print(Int.max, Int.min)
print(7 / -2, -7 / 2, 7 % -2, -7 % 2)
print(Int("+5") ?? 0, Int("-0") ?? 1, Int(" 5") == nil, Int("") == nil)
print(abs(Int.min + 1))
print((-8).magnitude, 2 << 3, 256 >> 4, 6 & 3, 6 | 3, 6 ^ 3)
var n = 1
for _ in 0..<10 { n *= 2 }
print(n)
print(Int(Double(Int(7.99))), Int(-0.5))
print([3, -1, 2].map { $0 * $0 }.reduce(0, +))
