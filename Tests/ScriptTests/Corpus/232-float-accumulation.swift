// Float and Double accumulate rounding differently; each prints as Swift does.
var f: Float = 0
var d: Double = 0
for _ in 0..<10 {
    f += 0.1
    d += 0.1
}
print(f, d)
print(f == 1, d == 1)
let precise = Double(f)
print(precise)
let mixed = Float(d) + 1
print(mixed)
print(Float(16777217), Double(16777217))
print(Float(1) / 0, -Float(1) / 0)
