// Converting between Int and Double, and parsing numbers from text.
let score = 7
let average = Double(score) / 2
print(average)
print(Int(average))
print(Int(-3.9))
print(Int("42") ?? -1)
print(Int("4x2") ?? -1)
print(Double("2.5") ?? 0)
print(Double(score) * 1.5)
print(Int(9.99), Int(-0.5))
print(10 / 4, 10 % 4, -10 / 4, -10 % 4)
print(10.0 / 4)
