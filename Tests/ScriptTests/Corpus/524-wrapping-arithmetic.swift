// Wrapping operators and bit operations on sized integers.
let a: UInt8 = 250
print(a &+ 10, a &* 2, UInt8(3) &- 5)
let m: Int8 = 127
print(m &+ 1, Int8.min &- 1)
print(a & 0x0F, a | 1, a ^ 0xFF, ~a, a >> 2, a << 1)
let s: Int16 = -8
print(s >> 1, s << 2, -s)
var counter: UInt16 = 65_530
for _ in 0..<10 { counter = counter &+ 1 }
print(counter)
var level: UInt8 = 250
level += 5
print(level, level == UInt8.max, UInt8(ascii: "A"), [UInt8]([1, 2]).map(Int.init))
