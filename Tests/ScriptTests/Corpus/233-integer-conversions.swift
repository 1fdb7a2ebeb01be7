// Converting between integer widths: exact, clamped, truncated.
let big = 1000
print(UInt8(clamping: big), Int8(clamping: -1000))
print(UInt8(truncatingIfNeeded: big), Int8(truncatingIfNeeded: 200))
print(UInt8(exactly: 255) ?? 0, UInt8(exactly: 256) ?? 0)
let bytes: [UInt8] = [0x48, 0x69]
let word = Int(bytes[0]) << 8 | Int(bytes[1])
print(word)
let negative: Int16 = -2
print(UInt16(truncatingIfNeeded: negative))
print(Int32(Int16.max) + 1)
let u: UInt = 7
print(Int(u) - 10)
print(UInt32(3_000_000_000))
