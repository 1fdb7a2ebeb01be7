// Unsigned arithmetic stays unsigned; bit operations keep the width.
let flags: UInt8 = 0b0000_0101
let mask: UInt8 = 0b0000_0100
print(flags & mask != 0, flags | 0b1000_0000)
var register: UInt32 = 1
for _ in 0..<31 { register <<= 1 }
print(register)
print(register &+ register)
let parts: [UInt16] = [500, 600, 700]
print(parts.reduce(0, +))
let id: UInt64 = 9_000_000_000_000_000_000
print(id / 1_000_000, id % 7)
print(UInt8(200) / 3, UInt8(200) % 3)
