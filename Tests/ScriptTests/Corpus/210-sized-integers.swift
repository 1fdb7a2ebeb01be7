// Sized and unsigned integers keep their width: ranges, wrapping, conversions.
let level: UInt8 = 200
print(level, UInt8.max, UInt8.min)
print(level &+ 100)
print(Int8.max, Int8.min, Int16.max, Int32.min)
print(UInt16.max, UInt32.max, UInt64.max)
let widened = Int(level) + 1000
print(widened)
print(UInt8(truncatingIfNeeded: 300), UInt8(clamping: -5), UInt8(clamping: 999))
print(Int8(exactly: 100) ?? 0, Int8(exactly: 200) == nil)
let mask: UInt8 = 0b1010_1010
print(mask & 0x0F, mask | 0x01, mask ^ 0xFF, ~mask)
print(mask >> 4, mask << 1)
var steps: UInt = 0
steps += 3
print(steps, type(of: steps))
